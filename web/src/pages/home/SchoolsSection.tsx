// The five schools as cards in their own colours (a scrolling row on phones).
import { useQuery } from '@tanstack/react-query'
import { Link } from '@/blocks/Link'
import { schoolsQuery } from '@/api/schools'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { QueryList } from '@/blocks/QueryList'
import { Section } from '@/blocks/Section'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { plainText } from '@/lib/plainText'
import { paths, useLocalize } from '@/routes'
import styles from './SchoolsSection.module.css'

export function SchoolsSection() {
  const { t, lang } = useT()
  const localize = useLocalize()
  const schools = useQuery(schoolsQuery(lang))
  if (schools.data?.length === 0) return null

  return (
    <Section kicker={t('home.schoolsKicker')} title={t('home.schoolsTitle')}>
      <QueryList query={schools} skeleton={<SchoolsSkeleton />}>
        {(list) => (
          <ul role="list" className={styles.grid}>
            {list.map((school) => (
              <li
                key={school.id}
                className={styles.card}
                // --school-color: from the content's stylesheet in the page's head
                // (server/src/site/theme.rs); the CSS falls back to the site's blue.
                data-school={school.id}
              >
                <Img src={school.image} alt="" width={640} height={440} className={styles.image} />
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <Link to={localize(paths.school(school.slug))} className={styles.link}>
                      {school.title}
                    </Link>
                  </h3>
                  <p className={styles.desc}>{plainText(school.desc)}</p>
                  <span className={styles.more} aria-hidden="true">
                    {t('common.learnMore')}
                    <Icon name="arrowRight" size={16} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </Section>
  )
}

function SchoolsSkeleton() {
  return (
    <ul role="list" className={styles.grid} aria-busy="true">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className={styles.card} aria-hidden="true">
          <Skeleton height="auto" radius={0} style={{ aspectRatio: '64 / 44' }} />
          <div className={styles.body}>
            <SkeletonText lines={3} />
          </div>
        </li>
      ))}
    </ul>
  )
}
