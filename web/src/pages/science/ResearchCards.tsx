// The research page's own lists of pages: the research projects (each opens /project/{slug}) and
// the science grants (each opens /science-grant/{slug}).
import { projectsQuery, scienceGrantsQuery } from '@/api/science'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { plainText } from '@/lib/plainText'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'
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
  return (
    <ListSection kicker={t('science.projects.kicker')} title={t('science.projects.title')}>
      <QueryList query={projects} skeleton={<CardsSkeleton narrow />}>
        {(list) => (
          <CardGrid narrow>
            {list.map((project) => (
              <li key={project.id}>
                <Card
                  href={paths.project(project.slug)}
                  image={project.image}
                  title={project.title}
                  meta={<Years label={t('science.period')} years={project.years} />}
                  text={plainText(project.desc)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}

export function ScienceGrants() {
  const { t, lang } = useT()
  const grants = useListQuery(scienceGrantsQuery(lang))
  return (
    <ListSection
      kicker={t('science.grants.kicker')}
      title={t('science.grants.title')}
      lead={t('science.grants.lead')}
    >
      <QueryList query={grants} skeleton={<CardsSkeleton narrow />}>
        {(list) => (
          <CardGrid narrow>
            {list.map((grant) => (
              <li key={grant.id}>
                <Card
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
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
