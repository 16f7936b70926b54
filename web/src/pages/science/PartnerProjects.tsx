// The projects run with partners, in two tabs: international projects and the programme-targeted
// ("RG gold") projects. Each tab loads its list when first opened.
import { internationalProjectsQuery, rgGoldProjectsQuery } from '@/api/science'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Contacts } from '@/blocks/Contacts'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { Tabs } from '@/blocks/Tabs'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'

export function PartnerProjects() {
  const { t } = useT()
  return (
    <ListSection
      kicker={t('science.partnerProjects.kicker')}
      title={t('science.partnerProjects.title')}
      lead={t('science.partnerProjects.lead')}
    >
      <Tabs
        label={t('science.partnerProjects.title')}
        tabs={[
          {
            id: 'international',
            label: t('science.partnerProjects.international'),
            render: () => <PartnerProjectList kind="international" />,
          },
          {
            id: 'rg-gold',
            label: t('science.partnerProjects.rgGold'),
            render: () => <PartnerProjectList kind="rg-gold" />,
          },
        ]}
      />
    </ListSection>
  )
}

function PartnerProjectList({ kind }: { kind: 'international' | 'rg-gold' }) {
  const { t, lang } = useT()
  const projects = useListQuery(
    kind === 'international' ? internationalProjectsQuery(lang) : rgGoldProjectsQuery(lang),
  )
  return (
    <QueryList query={projects} skeleton={<CardsSkeleton count={2} />}>
      {(list) => (
        <CardGrid wide>
          {list.map((project) => (
            <li key={project.id}>
              <Card
                wide
                image={project.image}
                ratio="video"
                title={project.title}
                text={project.desc}
                clamp={false}
                facts={[
                  { label: t('science.leader'), value: project.leader },
                  { label: t('science.partners'), value: project.partner },
                  { label: t('science.period'), value: project.years },
                ]}
              >
                <Contacts
                  email={project.email}
                  phone={project.phone}
                  label={t('science.contacts')}
                />
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </QueryList>
  )
}
