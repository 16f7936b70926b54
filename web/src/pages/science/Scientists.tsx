// Scientists: all of them in a slider (the research page), or those of one project or grant in a
// grid. A card shows the photo, name, post, degree and h-index.
import { scientistsQuery, type Scientist } from '@/api/science'
import { Img } from '@/blocks/Img'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'

export function Scientists({
  project,
  grant,
  title,
  kicker,
}: {
  /** Only the scientists of this project (id). */
  project?: number
  /** Only the scientists of this science grant (id). */
  grant?: number
  title: string
  kicker?: string
}) {
  const { t, lang } = useT()
  const scientists = useListQuery(scientistsQuery(lang, { project, grant }))
  const list = scientists.data
  // A project or grant without named scientists shows nothing rather than an empty heading.
  if (scientists.isError || list?.length === 0) return null
  const all = project === undefined && grant === undefined

  return (
    <ListSection kicker={kicker} title={title} busy={!list}>
      {!list ? (
        <ul role="list" className={styles.people} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.person}>
              <Skeleton height="auto" radius={0} style={{ aspectRatio: '480 / 560' }} />
              <div className={styles.personBody}>
                <Skeleton width="70%" height="1.2em" />
                <SkeletonText lines={2} />
              </div>
            </li>
          ))}
        </ul>
      ) : all ? (
        <Slider label={title} perView={{ base: 1.2, md: 2.5, lg: 4 }} gap={24}>
          {list.map((scientist) => (
            <ScientistCard key={scientist.id} scientist={scientist} />
          ))}
        </Slider>
      ) : (
        <ul role="list" className={styles.people}>
          {list.map((scientist) => (
            <li key={scientist.id}>
              <ScientistCard scientist={scientist} />
            </li>
          ))}
        </ul>
      )}
      {list ? <p className={styles.note}>{t('science.scientists.hIndexNote')}</p> : null}
    </ListSection>
  )
}

/** The university's scientists, in a slider. */
export function AllScientists() {
  const { t } = useT()
  return (
    <Scientists kicker={t('science.scientists.kicker')} title={t('science.scientists.title')} />
  )
}

function ScientistCard({ scientist }: { scientist: Scientist }) {
  const { t } = useT()
  return (
    <article className={styles.person}>
      <Img
        src={scientist.photo}
        alt={scientist.name}
        width={480}
        height={560}
        className={styles.personPhoto}
        sizes="(min-width: 1080px) 300px, (min-width: 640px) 40vw, 80vw"
      />
      <div className={styles.personBody}>
        <h3 className={styles.personName}>{scientist.name}</h3>
        <p className={styles.personPosition}>{scientist.position}</p>
        {scientist.degree ? <p className={styles.personDegree}>{scientist.degree}</p> : null}
        <p className={styles.hIndex}>
          <span>{t('science.scientists.hIndex')}</span>
          <strong>{scientist.h_index}</strong>
        </p>
      </div>
    </article>
  )
}
