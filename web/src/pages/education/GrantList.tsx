// The grants and discounts as cards: kind, title, what it covers and the application deadline,
// each linking to the grant's page.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { grantsQuery, grantTypesQuery, type Grant } from '@/api/education'
import { Img } from '@/blocks/Img'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { formatDate, isoDate } from '@/lib/formatDate'
import { paths, useLocalize } from '@/routes'
import styles from './Education.module.css'
import { CardSkeleton } from './ProgramCatalog'

export function GrantList() {
  const { t, lang } = useT()
  const grants = useListQuery(grantsQuery(lang))
  const types = useQuery(grantTypesQuery(lang))
  if (grants.isError || grants.data?.length === 0) return null
  return (
    <section className={styles.group} aria-labelledby="grants-title">
      <h2 id="grants-title" className={styles.groupTitle}>
        {t('education.grants.listTitle')}
      </h2>
      <ul role="list" className={styles.cards} aria-busy={grants.data ? undefined : true}>
        {grants.data
          ? grants.data.map((grant) => (
              <li key={grant.id}>
                <GrantCard
                  grant={grant}
                  type={types.data?.find((type) => type.id === grant.type)?.title}
                />
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i}>
                <CardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}

function GrantCard({ grant, type }: { grant: Grant; type: string | undefined }) {
  const { t, lang } = useT()
  const localize = useLocalize()
  return (
    <article className={styles.card}>
      <Img src={grant.image} alt="" width={640} height={400} className={styles.cardImage} />
      <div className={styles.cardBody}>
        {type ? <p className={styles.cardKicker}>{type}</p> : null}
        <h3 className={styles.cardTitle}>
          <Link to={localize(paths.grant(grant.slug))} className={styles.cardLink}>
            {grant.title}
          </Link>
        </h3>
        <p className={styles.cardText}>{grant.desc}</p>
        <dl className={styles.cardFacts}>
          {grant.amount ? (
            <div>
              <dt>{t('education.grants.amount')}</dt>
              <dd>{grant.amount}</dd>
            </div>
          ) : null}
          {grant.deadline ? (
            <div>
              <dt>{t('education.grants.deadline')}</dt>
              <dd>
                <time dateTime={isoDate(grant.deadline)}>
                  {t('education.grants.until', { date: formatDate(grant.deadline, lang) })}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  )
}
