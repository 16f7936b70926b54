// The grants and discounts as cards: kind, title, what it covers and the application deadline,
// each linking to the grant's page.
import { useQuery } from '@tanstack/react-query'
import { grantsQuery, grantTypesQuery } from '@/api/education'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'

export function GrantList() {
  const { t, lang } = useT()
  const grants = useListQuery(grantsQuery(lang))
  const types = useQuery(grantTypesQuery(lang))
  if (grants.data?.length === 0) return null
  return (
    <ListSection title={t('education.grants.listTitle')}>
      <QueryList query={grants} skeleton={<CardsSkeleton />}>
        {(list) => (
          <CardGrid>
            {list.map((grant) => (
              <li key={grant.id}>
                <Card
                  image={grant.image}
                  kicker={types.data?.find((type) => type.id === grant.type)?.title}
                  title={grant.title}
                  href={paths.grant(grant.slug)}
                  text={grant.desc}
                  facts={[
                    { label: t('education.grants.amount'), value: grant.amount },
                    {
                      label: t('education.grants.deadline'),
                      value: grant.deadline ? (
                        <time dateTime={isoDate(grant.deadline)}>
                          {t('education.grants.until', { date: formatDate(grant.deadline, lang) })}
                        </time>
                      ) : null,
                    },
                  ]}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
