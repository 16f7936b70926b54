// A project's activities (fieldwork, round tables, reports), the newest first; each opens
// /project-activity/{slug}?p={projectId}. On an activity's page the list leaves that one out.
import { activitiesQuery, type Project } from '@/api/science'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { allOf } from '@/blocks/listQuery'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { formatDate } from '@/lib/formatDate'
import { plainText } from '@/lib/plainText'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'
import styles from './Science.module.css'

export function Activities({
  project,
  exclude,
  title,
}: {
  project: Project
  /** The slug of the activity being read. */
  exclude?: string
  title: string
}) {
  const { lang } = useT()
  const activities = allOf([useListQuery(activitiesQuery(lang, project.slug))], (list) =>
    list.filter((activity) => activity.slug !== exclude),
  )
  // A project without (other) activities shows nothing rather than an empty heading.
  if (activities.data?.length === 0) return null
  return (
    <ListSection title={title}>
      <QueryList query={activities} skeleton={<CardsSkeleton narrow />}>
        {(list) => (
          <CardGrid narrow>
            {list.map((activity) => (
              <li key={activity.id}>
                <Card
                  href={paths.projectActivity(activity.slug, project.id)}
                  image={activity.image}
                  title={activity.title}
                  meta={
                    <span className={styles.metaItem}>
                      <Icon name="calendar" size={16} />
                      <time dateTime={activity.date}>{formatDate(activity.date, lang)}</time>
                    </span>
                  }
                  text={plainText(activity.desc)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
