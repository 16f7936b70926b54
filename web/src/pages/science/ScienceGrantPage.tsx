// /science-grant/{slug}: a science grant (summary, funder, period, amount), its blocks and its
// scientists. An unknown slug sends the visitor to /404.
import { useParams } from 'react-router'
import { scienceGrantQuery } from '@/api/science'
import { ContentView } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { paths } from '@/routes'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { useRecordBlocks } from './hooks'
import { RecordIntro } from './RecordIntro'
import { recordPage } from './recordPage'
import { Scientists } from './Scientists'

export function ScienceGrantPage() {
  const { slug = '' } = useParams()
  const { t, lang } = useT()
  const grant = useRequiredQuery(scienceGrantQuery(lang, slug)).data
  const blocks = useRecordBlocks('science-grant', grant?.id)

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
