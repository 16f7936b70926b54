// /project-activity/{slug}?p={projectId}: one activity of a project (its date, picture and
// account) and the project's other activities. Without p, or when p and the slug name no
// activity, the visitor lands on /404.
import { useParams, useSearchParams } from 'react-router'
import { activityQuery, projectsQuery } from '@/api/science'
import { ContentView } from '@/blocks/ContentView'
import { Img } from '@/blocks/Img'
import { useT } from '@/i18n/LangContext'
import { formatDate } from '@/lib/formatDate'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { pageParam } from '@/pageParams'
import { paths } from '@/routes'
import { Activities } from './Activities'
import { RecordIntro } from './RecordIntro'
import { NotFound } from './NotFound'
import { recordPage, useRequiredRecord } from '@/lib/recordPage'
import styles from './Science.module.css'

const NO_BLOCKS = {}

export function ProjectActivityPage() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const projectId = pageParam(params, 'p') ?? ''
  return /^\d+$/.test(projectId) ? (
    <Activity slug={slug} projectId={Number(projectId)} />
  ) : (
    <NotFound />
  )
}

function Activity({ slug, projectId }: { slug: string; projectId: number }) {
  const { t, lang } = useT()
  const activity = useRequiredQuery(activityQuery(lang, projectId, slug)).data
  const project = useRequiredRecord(projectsQuery(lang), (p) => p.id === projectId)
  const ready = activity && project

  return (
    <ContentView
      page={ready ? recordPage('project-activity', activity, project.image) : undefined}
      parent={ready ? { label: project.title, to: paths.project(project.slug) } : undefined}
      blocks={ready ? NO_BLOCKS : undefined}
      extras={
        ready
          ? [
              {
                key: 'activity',
                after: 0,
                render: () => (
                  <RecordIntro
                    text={activity.desc}
                    facts={[
                      {
                        label: t('science.date'),
                        value: (
                          <time dateTime={activity.date}>{formatDate(activity.date, lang)}</time>
                        ),
                      },
                      { label: t('science.project'), value: project.title },
                    ]}
                    back={{ to: paths.project(project.slug), label: t('science.activities.back') }}
                  >
                    {activity.image ? (
                      <Img
                        src={activity.image}
                        alt={activity.title}
                        width={1200}
                        height={675}
                        priority
                        className={styles.introImage}
                      />
                    ) : null}
                  </RecordIntro>
                ),
              },
              {
                key: 'more',
                after: 'last',
                render: () => (
                  <Activities
                    project={project}
                    exclude={activity.slug}
                    title={t('science.activities.more')}
                  />
                ),
              },
            ]
          : []
      }
    />
  )
}
