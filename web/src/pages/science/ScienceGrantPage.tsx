// /science-grant/{slug}: a science grant (summary, funder, period, amount), its blocks and its
// scientists. An unknown slug sends the visitor to /404.
import { useParams } from 'react-router'
import { scienceGrantQuery } from '@/api/science'
import { pageBlocksQuery } from '@/api/pages'
import { ContentView } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { paths } from '@/routes'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { RecordIntro } from './RecordIntro'
import { Scientists } from './Scientists'
import { recordPage } from '@/lib/recordPage'
import { useOptionalBlocks } from '@/lib/usePageContent'

export function ScienceGrantPage() {
  const { slug = '' } = useParams()
  const { t, lang } = useT()
  const grant = useRequiredQuery(scienceGrantQuery(lang, slug)).data
  const blocks = useOptionalBlocks(
    pageBlocksQuery(lang, 'science-grant', grant?.id ?? 0),
    Boolean(grant),
  )

  return (
    <ContentView
      page={grant && recordPage('science-grant', grant, grant.image)}
      parent={{ label: t('science.researchCrumb'), to: paths.science('research') }}
      blocks={blocks}
      extras={
        grant
          ? [
              {
                key: 'intro',
                after: 0,
                render: () => (
                  <RecordIntro
                    text={grant.desc}
                    facts={[
                      { label: t('science.funder'), value: grant.funder },
                      { label: t('science.period'), value: grant.years },
                      { label: t('science.amount'), value: grant.amount },
                    ]}
                  />
                ),
              },
              {
                key: 'scientists',
                after: 'last',
                render: () => (
                  <Scientists grant={grant.id} title={t('science.scientists.ofGrant')} />
                ),
              },
            ]
          : []
      }
    />
  )
}
