// A school's graduates and their video stories (/graduates?school=), in a slider above the
// school's application form. A school without graduates shows nothing.
import { graduatesQuery } from '@/api/campus'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { Skeleton } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Extras.module.css'

export function Graduates({ schoolId }: { schoolId: number }) {
  const { t, lang } = useT()
  const query = useListQuery(graduatesQuery(lang, schoolId))
  if (query.isError || query.data?.length === 0) return null
  const title = t('campus.graduates.title')
  return (
    <ListSection title={title} kicker={t('campus.graduates.kicker')}>
      {query.data ? (
        <Slider label={title} perView={{ base: 1, md: 2, lg: 3 }}>
          {query.data.map((graduate) => (
            <article key={graduate.id} className={styles.graduate}>
              <Img
                src={graduate.photo}
                alt={graduate.name}
                width={1200}
                height={675}
                className={styles.webinarImage}
              />
              <div className={styles.webinarBody}>
                <p className={styles.webinarMeta}>
                  {t('campus.graduates.year', { year: graduate.year })}
                </p>
                <h3 className={styles.webinarTitle}>{graduate.name}</h3>
                <p className={styles.graduateText}>{graduate.desc}</p>
                {graduate.video_link ? (
                  <a
                    href={graduate.video_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.watch}
                  >
                    <Icon name="youtube" size={18} />
                    {t('campus.graduates.watch')}
                    <span className="visually-hidden">
                      : {graduate.name} ({t('campus.newTab')})
                    </span>
                  </a>
                ) : null}
              </div>
            </article>
          ))}
        </Slider>
      ) : (
        <div className={styles.webinars} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={360} radius={12} />
          ))}
        </div>
      )}
    </ListSection>
  )
}
