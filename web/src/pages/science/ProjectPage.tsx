// /project/{slug}: a research project (its summary and period, up to 14 blocks) with its
// activities, researchers, providers, partners and the university's news. The slug is matched in lower
// case: /project/Some-Slug shows the project and its URL becomes /project/some-slug.
import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { projectsQuery, type Project } from '@/api/science'
import type { Extra } from '@/blocks/ContentView'
import { pageBlocksQuery } from '@/api/pages'
import { ContentView } from '@/blocks/ContentView'
import { SchoolNewsTabs } from '@/blocks/SchoolNewsTabs'
import { useT } from '@/i18n/LangContext'
import { paths, useLocalize } from '@/routes'
import { Activities } from './Activities'
import { RecordIntro } from './RecordIntro'
import { ListSection } from '@/blocks/ListSection'
import { ProjectPartners } from './ProjectPartners'
import { Providers } from './Providers'
import { Scientists } from './Scientists'
import { recordPage, useRequiredRecord } from '@/lib/recordPage'
import { useOptionalBlocks } from '@/lib/usePageContent'

/** The news under a project: the latest three of the university and of each school. */
const NEWS_SHOWN = 3

export function ProjectPage() {
  const { slug = '' } = useParams()
  const lower = slug.toLowerCase()
  useLowerCaseUrl(slug, lower)
  const { t, lang } = useT()
  const project = useRequiredRecord(projectsQuery(lang), (p) => p.slug === lower)
  const blocks = useOptionalBlocks(
    pageBlocksQuery(lang, 'project', project?.id ?? 0),
    Boolean(project),
  )

  return (
    <ContentView
      page={project && recordPage('project', project, project.image)}
      blocks={blocks}
      extras={project ? projectExtras(project, t) : []}
      parent={{ label: t('science.researchCrumb'), to: paths.science('research') }}
    />
  )
}

function projectExtras(project: Project, t: ReturnType<typeof useT>['t']): Extra[] {
  return [
    {
      key: 'intro',
      after: 0,
      render: () => (
        <RecordIntro
          text={project.desc}
          facts={[{ label: t('science.period'), value: project.years }]}
        />
      ),
    },
    {
      key: 'activities',
      after: 'last',
      render: () => <Activities project={project} title={t('science.activities.title')} />,
    },
    {
      key: 'scientists',
      after: 'last',
      render: () => <Scientists project={project.id} title={t('science.scientists.ofProject')} />,
    },
    { key: 'providers', after: 'last', render: () => <Providers project={project.id} /> },
    { key: 'partners', after: 'last', render: () => <ProjectPartners slug={project.slug} /> },
    {
      key: 'news',
      after: 'last',
      render: () => (
        <ListSection title={t('science.news')}>
          <SchoolNewsTabs limit={NEWS_SHOWN} label={t('news.bySchool')} />
        </ListSection>
      ),
    },
  ]
}

/** Puts the URL's slug in lower case, keeping the query and hash, without a new history entry. */
function useLowerCaseUrl(slug: string, lower: string) {
  const navigate = useNavigate()
  const localize = useLocalize()
  const { search, hash } = useLocation()
  useEffect(() => {
    if (slug !== lower)
      void navigate(localize(paths.project(lower)) + search + hash, { replace: true })
  }, [slug, lower, search, hash, navigate, localize])
}
