// The organisations a project works with: logo, country, name, what each brings, and a link to its
// site. Left out when the project names none.
import { projectPartnersQuery } from '@/api/science'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import contacts from '@/blocks/Contacts.module.css'

export function ProjectPartners({ slug }: { slug: string }) {
  const { t, lang } = useT()
  const partners = useListQuery(projectPartnersQuery(lang, slug))
  if (partners.data?.length === 0) return null
  return (
    <ListSection
      id="partners"
      kicker={t('science.projectPartners.kicker')}
      title={t('science.projectPartners.title')}
    >
      <QueryList query={partners} skeleton={<CardsSkeleton ratio="video" />}>
        {(list) => (
          <CardGrid>
            {list.map((partner) => (
              <li key={partner.id}>
                <Card
                  image={partner.logo ?? null}
                  ratio="video"
                  imageOnPhones={false}
                  kicker={partner.country}
                  title={partner.title}
                  text={partner.role}
                  clamp={false}
                >
                  {partner.url ? (
                    <div className={contacts.contacts}>
                      <a
                        href={partner.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={contacts.contact}
                      >
                        <Icon name="external" size={16} />
                        <span>{t('science.projectPartners.site')}</span>
                        <span className="visually-hidden">
                          {' '}
                          {partner.title} ({t('science.newWindow')})
                        </span>
                      </a>
                    </div>
                  ) : null}
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
