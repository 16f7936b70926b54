// The projects run with partners, in two tabs: international projects and the programme-targeted
// ("RG gold") projects. Each tab loads its list when first opened.
import { internationalProjectsQuery, rgGoldProjectsQuery } from '@/api/science'
import { Img } from '@/blocks/Img'
import { Tabs } from '@/blocks/Tabs'
import { useT } from '@/i18n/LangContext'
import { Contacts, CardsSkeleton, Facts } from './Cards'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'

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
  if (projects.isError) return <p className={styles.empty}>{t('common.error')}</p>
  if (!projects.data) return <CardsSkeleton count={2} />
  return (
    <ul role="list" className={styles.wideCards}>
      {projects.data.map((project) => (
        <li key={project.id} className={styles.wideCard}>
          <Img
            src={project.image}
            alt=""
            width={640}
            height={480}
            className={styles.wideCardImage}
          />
          <div className={styles.wideCardBody}>
            <h3 className={styles.cardTitle}>{project.title}</h3>
            <p className={styles.cardText}>{project.desc}</p>
            <Facts
              items={[
                { label: t('science.leader'), value: project.leader },
                { label: t('science.partners'), value: project.partner },
                { label: t('science.period'), value: project.years },
              ]}
            />
            <Contacts email={project.email} phone={project.phone} />
          </div>
        </li>
      ))}
    </ul>
  )
}
