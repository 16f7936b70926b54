// The library's webinars by topic: "All topics" and one tab per topic of the webinar-topics
// handbook, the topic kept in ?topic= so a reload or a shared link keeps it.
import { handbookQuery } from '@/api/handbooks'
import { webinarsQuery, type Webinar } from '@/api/library'
import type { Block, HandbookItem } from '@/api/types'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { ListEmpty, QueryList } from '@/blocks/QueryList'
import { UrlTabs } from '@/blocks/UrlTabs'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Extras.module.css'
import { WatchLink } from './WatchLink'

export function Webinars({ block }: { block?: Block }) {
  const { t, lang } = useT()
  const topics = useListQuery(handbookQuery(lang, 'webinar-topics'))
  const webinars = useListQuery(webinarsQuery(lang))
  // "All topics", then a tab per topic; the list shows once both calls have answered.
  const tabs = allOf([topics, webinars], (topicList, all) => [
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
  ])
  return (
    <ListSection block={block} title={t('campus.webinars.title')} id="webinars">
      <QueryList query={tabs} skeleton={<CardsSkeleton ratio="video" />}>
        {(list) => <UrlTabs param="topic" label={t('campus.webinars.topics')} tabs={list} />}
      </QueryList>
    </ListSection>
  )
}

/** The cards; with `topics` (the "all" tab) each card names its topic. */
function WebinarGrid({ webinars, topics }: { webinars: Webinar[]; topics?: HandbookItem[] }) {
  const { t, lang } = useT()
  if (webinars.length === 0) return <ListEmpty>{t('campus.webinars.empty')}</ListEmpty>
  return (
    <CardGrid>
      {webinars.map((webinar) => {
        const topic = topics?.find((item) => item.id === webinar.topic)
        return (
          <li key={webinar.id}>
            <Card
              image={webinar.image}
              ratio="video"
              meta={
                <>
                  <time dateTime={isoDate(webinar.date)}>{formatDate(webinar.date, lang)}</time>
                  {topic ? <span className={styles.tag}>{topic.title}</span> : null}
                </>
              }
              title={webinar.title}
              text={
                <>
                  <span className="visually-hidden">{t('campus.webinars.speaker')}: </span>
                  {webinar.speaker}
                </>
              }
              clamp={false}
            >
              {webinar.video_link ? (
                <WatchLink
                  href={webinar.video_link}
                  label={t('campus.webinars.watch')}
                  what={webinar.title}
                />
              ) : null}
            </Card>
          </li>
        )
      })}
    </CardGrid>
  )
}
