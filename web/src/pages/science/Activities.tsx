// A project's activities (fieldwork, round tables, reports), the newest first; each opens
// /project-activity/{slug}?p={projectId}. On an activity's page the list leaves that one out.
import { activitiesQuery, type Project } from '@/api/science'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { formatDate } from '@/lib/formatDate'
import { plainText } from '@/lib/plainText'
import { paths } from '@/routes'
import { CardsSkeleton, LinkCard } from './Cards'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
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
  const activities = useListQuery(activitiesQuery(lang, project.slug))
  const list = activities.data?.filter((activity) => activity.slug !== exclude)
  if (activities.isError || list?.length === 0) return null
  return (
    <ListSection title={title} busy={!list}>
      {list ? (
        <ul role="list" className={styles.cards}>
          {list.map((activity) => (
            <li key={activity.id}>
              <LinkCard
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
        </ul>
      ) : (
        <CardsSkeleton />
      )}
    </ListSection>
  )
}
