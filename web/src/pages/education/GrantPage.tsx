// /grant/{slug}: a grant's overview (type, amount, deadline), its blocks and the way back to every
// grant. An unknown slug goes to /404.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { grantBlocksQuery, grantQuery, grantTypesQuery, type Grant } from '@/api/education'
import { ButtonLink } from '@/blocks/Button'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { RecordOverview } from './FactList'
import { recordPage } from '@/lib/recordPage'
import { useOptionalBlocks } from '@/lib/usePageContent'

const GRANTS_PATH = '/grants'

export function GrantPage() {
  const { slug = '' } = useParams()
  const { t, lang } = useT()
  const grant = useRequiredQuery(grantQuery(lang, slug))
  const record = grant.data
  const blocks = useOptionalBlocks(grantBlocksQuery(lang, record?.id ?? 0), Boolean(record))
  const extras: Extra[] = record
    ? [{ key: 'overview', after: 0, render: () => <GrantOverview grant={record} /> }]
    : []
  return (
    <ContentView
      page={record && recordPage('grant', record)}
      parent={{ label: t('education.crumbs.grants'), to: GRANTS_PATH }}
      blocks={blocks}
      extras={extras}
    />
  )
}

function GrantOverview({ grant }: { grant: Grant }) {
  const { t, lang } = useT()
  const types = useQuery(grantTypesQuery(lang))
  return (
    <RecordOverview
      text={grant.desc}
      factsTitle={t('education.grants.facts')}
      facts={[
        {
          label: t('education.grants.type'),
          value: types.data?.find((type) => type.id === grant.type)?.title ?? '',
        },
        { label: t('education.grants.amount'), value: grant.amount },
        {
          label: t('education.grants.deadline'),
          value: grant.deadline ? (
            <time dateTime={isoDate(grant.deadline)}>{formatDate(grant.deadline, lang)}</time>
          ) : (
            ''
          ),
        },
      ]}
      action={
        <ButtonLink href={GRANTS_PATH} variant="outline">
          {t('education.grants.all')}
        </ButtonLink>
      }
    />
  )
}
