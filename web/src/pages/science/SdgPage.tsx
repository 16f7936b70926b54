// /sdg/{slug}: one sustainable development goal: its number, colour and summary, its blocks (up to
// 18) and the row of all the goals. The blocks stand in the order of their own positions, never a
// template's: the pages whose order differs from the others (gender-equality puts its figures
// second, good-health-and-well-being ends with where to get help, after its figures) read as
// written. An unknown slug sends the visitor to /404.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { pageQuery } from '@/api/pages'
import { sdgsQuery } from '@/api/science'
import { pageBlocksQuery } from '@/api/pages'
import { ContentView } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { SdgIntro, SdgNav } from './Sdgs'
import { recordPage, useRequiredRecord } from '@/lib/recordPage'
import { useOptionalBlocks } from '@/lib/usePageContent'

export function SdgPage() {
  const { slug = '' } = useParams()
  const { lang } = useT()
  const sdg = useRequiredRecord(sdgsQuery(lang), (goal) => goal.slug === slug)
  // The goals' own page lends its banner, and its title names the way back to it.
  const overview = useQuery(pageQuery(lang, 'our-sustainable-development'))
  const blocks = useOptionalBlocks(pageBlocksQuery(lang, 'sdg', sdg?.id ?? 0), Boolean(sdg))

  return (
    <ContentView
      page={sdg && recordPage('sdg', sdg, overview.data?.banner)}
      parent={overview.data && { label: overview.data.title, to: `/${overview.data.slug}` }}
      blocks={blocks}
      extras={
        sdg
          ? [
              { key: 'intro', after: 0, render: () => <SdgIntro sdg={sdg} /> },
              {
                key: 'goals',
                after: 'last',
                render: () => <SdgNav current={sdg} overview={overview.data?.title} />,
              },
            ]
          : []
      }
    />
  )
}
