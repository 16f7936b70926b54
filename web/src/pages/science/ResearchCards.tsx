// The research page's own lists of pages: the research projects (each opens /project/{slug}) and
// the science grants (each opens /science-grant/{slug}).
import { projectsQuery, scienceGrantsQuery } from '@/api/science'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { plainText } from '@/lib/plainText'
import { paths } from '@/routes'
import { CardsSkeleton, LinkCard } from './Cards'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'

function Years({ label, years }: { label: string; years: string }) {
  return (
    <span className={styles.metaItem}>
      <Icon name="calendar" size={16} />
      <span className="visually-hidden">{label}: </span>
      {years}
    </span>
  )
}

export function ResearchProjects() {
  const { t, lang } = useT()
  const projects = useListQuery(projectsQuery(lang))
  if (projects.isError) return null
  return (
    <ListSection
      kicker={t('science.projects.kicker')}
      title={t('science.projects.title')}
      busy={projects.isPending}
    >
      {projects.data ? (
        <ul role="list" className={styles.cards}>
          {projects.data.map((project) => (
            <li key={project.id}>
              <LinkCard
                href={paths.project(project.slug)}
                image={project.image}
                title={project.title}
                meta={<Years label={t('science.period')} years={project.years} />}
                text={plainText(project.desc)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton />
      )}
    </ListSection>
  )
}

export function ScienceGrants() {
  const { t, lang } = useT()
  const grants = useListQuery(scienceGrantsQuery(lang))
  if (grants.isError) return null
  return (
    <ListSection
      kicker={t('science.grants.kicker')}
      title={t('science.grants.title')}
      lead={t('science.grants.lead')}
      busy={grants.isPending}
    >
      {grants.data ? (
        <ul role="list" className={styles.cards}>
          {grants.data.map((grant) => (
            <li key={grant.id}>
              <LinkCard
                href={paths.scienceGrant(grant.slug)}
                image={grant.image}
                title={grant.title}
                meta={
                  <>
                    <Years label={t('science.period')} years={grant.years} />
                    <span className={styles.metaItem}>
                      <span className="visually-hidden">{t('science.amount')}: </span>
                      {grant.amount}
                    </span>
                  </>
                }
                text={plainText(grant.desc)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton />
      )}
    </ListSection>
  )
}
