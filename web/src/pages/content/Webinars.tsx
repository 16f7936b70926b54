// The library's webinars by topic: "All topics" and one tab per topic of the webinar-topics
// handbook, the topic kept in ?topic= so a reload or a shared link keeps it.
import { handbookQuery } from '@/api/handbooks'
import { webinarsQuery, type Webinar } from '@/api/library'
import type { Block, HandbookItem } from '@/api/types'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { Skeleton } from '@/blocks/Skeleton'
import { UrlTabs } from '@/blocks/UrlTabs'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Extras.module.css'

export function Webinars({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const topics = useListQuery(handbookQuery(lang, 'webinar-topics'))
  const webinars = useListQuery(webinarsQuery(lang))
  if (topics.isError || webinars.isError) return null

  const title = t('campus.webinars.title')
  if (!topics.data || !webinars.data) {
    return (
      <ListSection block={block} title={title}>
        <div className={styles.webinars} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={320} radius={12} />
          ))}
        </div>
      </ListSection>
    )
  }

  const all = webinars.data
  const topicList = topics.data
  const tabs = [
    {
      id: 'all',
      label: t('campus.webinars.all'),
      render: () => <WebinarGrid webinars={all} topics={topicList} />,
    },
    ...topicList.map((topic) => ({
      id: String(topic.id),
      label: topic.title,
      render: () => <WebinarGrid webinars={all.filter((w) => w.topic === topic.id)} />,
    })),
  ]
  return (
    <ListSection block={block} title={title} id="webinars">
      <UrlTabs param="topic" label={t('campus.webinars.topics')} tabs={tabs} />
    </ListSection>
  )
}

/** The cards; with `topics` (the "all" tab) each card names its topic. */
function WebinarGrid({ webinars, topics }: { webinars: Webinar[]; topics?: HandbookItem[] }) {
  const { t, lang } = useT()
  if (webinars.length === 0) return <p className={styles.empty}>{t('campus.webinars.empty')}</p>
  return (
    <ul role="list" className={styles.webinars}>
      {webinars.map((webinar) => {
        const topic = topics?.find((item) => item.id === webinar.topic)
        return (
          <li key={webinar.id} className={styles.webinar}>
            <Img
              src={webinar.image}
              alt=""
              width={1200}
              height={675}
              className={styles.webinarImage}
            />
            <div className={styles.webinarBody}>
              <p className={styles.webinarMeta}>
                <time dateTime={isoDate(webinar.date)}>{formatDate(webinar.date, lang)}</time>
                {topic ? <span className={styles.tag}>{topic.title}</span> : null}
              </p>
              <h3 className={styles.webinarTitle}>{webinar.title}</h3>
              <p className={styles.webinarSpeaker}>
                <span className="visually-hidden">{t('campus.webinars.speaker')}: </span>
                {webinar.speaker}
              </p>
              {webinar.video_link ? (
                <a
                  href={webinar.video_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.watch}
                >
                  <Icon name="youtube" size={18} />
                  {t('campus.webinars.watch')}
                  <span className="visually-hidden">
                    : {webinar.title} ({t('campus.newTab')})
                  </span>
                </a>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
