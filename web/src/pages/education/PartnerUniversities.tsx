// The partner universities with a country filter that lives in the URL (?country=DE). The
// countries offered are those of the partners themselves, by name in the interface language.
import { universitiesQuery, type University } from '@/api/education'
import { FilterSelect } from '@/blocks/FilterSelect'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import type { Lang } from '@/i18n/lang'
import { useT } from '@/i18n/LangContext'
import { compareText } from '@/lib/compareText'
import { useListQuery } from '@/lib/useListQuery'
import { useUrlFilter } from '@/lib/useUrlFilter'
import styles from './Education.module.css'

function countriesOf(universities: University[], lang: Lang) {
  const names = new Map(universities.map((u) => [u.country_code, u.country]))
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => compareText(a.label, b.label, lang))
}

/** `titled`: the list gets a heading of its own (on a page whose blocks do not introduce it). */
export function PartnerUniversities({ titled = false }: { titled?: boolean }) {
  const { t, lang } = useT()
  const [country, setCountry] = useUrlFilter('country')
  const all = useListQuery(universitiesQuery(lang))
  const shown = useListQuery({
    ...universitiesQuery(lang, country),
    placeholderData: (prev) => prev,
  })
  // The countries come from the whole list: both must answer for the list to show.
  const universities = allOf([all, shown], (_, list) => list)
  const list = universities.data

  const body = (
    <>
      <search className={styles.filters} aria-label={t('education.partners.filters')}>
        <FilterSelect
          label={t('education.partners.country')}
          allLabel={t('education.partners.allCountries')}
          value={country}
          onChange={setCountry}
          options={all.data ? countriesOf(all.data, lang) : []}
        />
        <p aria-live="polite" className={styles.filterTotal}>
          {list ? t('education.partners.total', { total: list.length }) : '\u00a0'}
        </p>
      </search>
      <QueryList
        query={universities}
        skeleton={<PartnersSkeleton />}
        empty={t('education.partners.empty')}
      >
        {(found) => (
          <ul
            role="list"
            className={styles.partners}
            data-stale={shown.isPlaceholderData || undefined}
          >
            {found.map((university) => (
              <li key={university.id} className={styles.partner}>
                <Img
                  src={university.logo}
                  alt=""
                  width={96}
                  height={96}
                  className={styles.partnerLogo}
                />
                <div className={styles.partnerBody}>
                  <h3 className={styles.partnerTitle}>{university.title}</h3>
                  <p className={styles.partnerPlace}>
                    <Icon name="pin" size={16} />
                    {university.city}, {university.country}
                  </p>
                  {university.programs ? (
                    <p className={styles.partnerText}>{university.programs}</p>
                  ) : null}
                  {university.url ? (
                    <a
                      href={university.url}
                      className={styles.partnerLink}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('education.partners.website')}
                      <span className="visually-hidden">
                        : {university.title} ({t('education.newTab')})
                      </span>
                      <Icon name="external" size={16} />
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  )
  return titled ? (
    <ListSection title={t('education.partners.title')}>{body}</ListSection>
  ) : (
    // The page's blocks introduce the list: it needs no heading of its own.
    <section className={styles.group} aria-label={t('education.partners.title')}>
      {body}
    </section>
  )
}

function PartnersSkeleton() {
  return (
    <ul role="list" className={styles.partners} aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.partner} aria-hidden="true">
          <Skeleton height="auto" radius="var(--radius-md)" style={{ aspectRatio: '1' }} />
          <div className={styles.partnerBody}>
            <Skeleton width="70%" height="1.3em" />
            <SkeletonText lines={2} />
          </div>
        </li>
      ))}
    </ul>
  )
}
