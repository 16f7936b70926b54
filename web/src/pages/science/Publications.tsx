// The researchers' publications, the newest first, with a year filter kept in the URL (?year=)
// so a reload, a shared link and the Back button keep it. Each title opens the article.
import { useState } from 'react'
import { publicationsQuery, type Publication } from '@/api/science'
import { buttonClass } from '@/blocks/buttonClass'
import { FilterSelect } from '@/blocks/FilterSelect'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { allOf } from '@/blocks/listQuery'
import { QueryList } from '@/blocks/QueryList'
import skeleton from '@/blocks/Skeleton.module.css'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { useUrlFilter } from '@/lib/useUrlFilter'
import styles from './Science.module.css'
import { yearParam, yearsOf } from './years'

/** Without a year chosen, the newest few first; the rest open on request. */
const FIRST_SHOWN = 8

export function Publications() {
  const { t, lang } = useT()
  const publications = useListQuery(publicationsQuery(lang))
  const [year, setYear] = useUrlFilter('year')
  const chosen = yearParam(year)
  const shown = allOf([publications], (all) =>
    all.filter((publication) => chosen === undefined || publication.year === chosen),
  )

  return (
    <ListSection kicker={t('science.publications.kicker')} title={t('science.publications.title')}>
      <div className={styles.toolbar}>
        <FilterSelect
          label={t('science.year')}
          allLabel={t('science.allYears')}
          value={year}
          onChange={setYear}
          options={yearsOf(publications.data ?? []).map((y) => ({
            value: String(y),
            label: String(y),
          }))}
          className={styles.filter}
        />
        {shown.data ? (
          <p className={styles.count} role="status">
            {t('science.publications.count', { total: shown.data.length })}
          </p>
        ) : null}
      </div>
      <QueryList query={shown} skeleton={<RowsSkeleton />} empty={t('science.publications.empty')}>
        {(list) => <PublicationRows list={list} folding={chosen === undefined} />}
      </QueryList>
    </ListSection>
  )
}

function PublicationRows({ list, folding }: { list: Publication[]; folding: boolean }) {
  const { t } = useT()
  const [expanded, setExpanded] = useState(false)
  const folded = folding && !expanded && list.length > FIRST_SHOWN
  return (
    <>
      <ul role="list" className={styles.rows}>
        {(folded ? list.slice(0, FIRST_SHOWN) : list).map((publication) => (
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
      {folding && list.length > FIRST_SHOWN ? (
        <button
          type="button"
          className={buttonClass('outline', styles.showAll)}
          aria-expanded={!folded}
          onClick={() => setExpanded(folded)}
        >
          {folded
            ? t('science.publications.showAll', { total: list.length })
            : t('science.publications.showFewer')}
        </button>
      ) : null}
    </>
  )
}

/** Grey rows of the list's size while it loads. */
function RowsSkeleton() {
  return (
    <ul role="list" className={styles.rows} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.row} aria-hidden="true">
          <span className={`${skeleton.skeleton} ${styles.yearBadgeSkeleton}`} />
          <span className={`${skeleton.skeleton} ${styles.rowTitleSkeleton}`} />
        </li>
      ))}
    </ul>
  )
}
