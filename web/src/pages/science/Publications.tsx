// The researchers' publications, the newest first, with a year filter kept in the URL (?year=)
// so a reload, a shared link and the Back button keep it. Each title opens the article.
import { useState } from 'react'
import { publicationsQuery } from '@/api/science'
import { buttonClass } from '@/blocks/buttonClass'
import { FilterSelect } from '@/blocks/FilterSelect'
import { Icon } from '@/blocks/Icon'
import { Skeleton } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useUrlFilter } from '@/lib/useUrlFilter'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'
import { yearParam, yearsOf } from './years'

/** Without a year chosen, the newest few first; the rest open on request. */
const FIRST_SHOWN = 8

export function Publications() {
  const { t, lang } = useT()
  const publications = useListQuery(publicationsQuery(lang))
  const [year, setYear] = useUrlFilter('year')
  const [expanded, setExpanded] = useState(false)
  if (publications.isError) return null
  const all = publications.data
  const chosen = yearParam(year)
  const shown = all?.filter((publication) => chosen === undefined || publication.year === chosen)
  const folded = chosen === undefined && !expanded && (shown?.length ?? 0) > FIRST_SHOWN
  const visible = folded ? shown?.slice(0, FIRST_SHOWN) : shown

  return (
    <ListSection
      kicker={t('science.publications.kicker')}
      title={t('science.publications.title')}
      busy={!all}
    >
      <div className={styles.toolbar}>
        <FilterSelect
          label={t('science.year')}
          allLabel={t('science.allYears')}
          value={year}
          onChange={setYear}
          options={yearsOf(all ?? []).map((y) => ({ value: String(y), label: String(y) }))}
          className={styles.filter}
        />
        {shown ? (
          <p className={styles.count} role="status">
            {t('science.publications.count', { total: shown.length })}
          </p>
        ) : null}
      </div>
      {!shown ? (
        <ul role="list" className={styles.rows} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.row}>
              <Skeleton width={56} height={28} radius={999} />
              <Skeleton width="80%" height="1.2em" />
            </li>
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('science.publications.empty')}</p>
      ) : (
        <ul role="list" className={styles.rows}>
          {(visible ?? []).map((publication) => (
            <li key={publication.id} className={styles.row}>
              <span className={styles.yearBadge}>
                <span className="visually-hidden">{t('science.year')}: </span>
                {publication.year}
              </span>
              <div className={styles.rowBody}>
                <h3 className={styles.rowTitle}>
                  <a
                    href={publication.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.rowLink}
                  >
                    {publication.title}
                    <Icon name="external" size={16} className={styles.rowIcon} />
                    <span className="visually-hidden"> ({t('science.newWindow')})</span>
                  </a>
                </h3>
                <p className={styles.rowMeta}>
                  <span className="visually-hidden">{t('science.publications.authors')}: </span>
                  {publication.authors}
                </p>
                <p className={styles.rowSub}>
                  <span className="visually-hidden">{t('science.publications.journal')}: </span>
                  {publication.journal}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {chosen === undefined && shown && shown.length > FIRST_SHOWN ? (
        <button
          type="button"
          className={buttonClass('outline', styles.showAll)}
          aria-expanded={!folded}
          onClick={() => setExpanded(folded)}
        >
          {folded
            ? t('science.publications.showAll', { total: shown.length })
            : t('science.publications.showFewer')}
        </button>
      ) : null}
    </ListSection>
  )
}
