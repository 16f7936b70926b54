// Programme, grant and dual-programme pages have no page record of their own: the record (its
// title, text and picture) is the page, as the server's head for these paths says too.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { BlockMap, Page } from '@/api/types'
import { plainText } from '@/lib/plainText'
import { paths, useLocalize } from '@/routes'
import { useWarnOnError } from '@/lib/useWarnOnError'

export function recordPage(
  type: string,
  record: { id: number; slug: string; title: string; desc: string; image?: string | null },
): Page {
  return {
    id: record.id,
    type,
    slug: record.slug,
    title: record.title,
    seo: { title: record.title, description: plainText(record.desc) },
    banner: record.image,
    image: record.image,
  }
}

const NO_BLOCKS: BlockMap = {}

/** A record's blocks once the record is known; a failure only logs, the page shows without them. */
export function useRecordBlocks<TKey extends QueryKey>(
  options: UseQueryOptions<BlockMap, Error, BlockMap, TKey>,
  enabled: boolean,
): BlockMap | undefined {
  const blocks = useQuery({ ...options, enabled })
  useWarnOnError(blocks.error, 'The page blocks')
  return blocks.isError ? NO_BLOCKS : blocks.data
}

/** Sends the visitor to /404 when a list the page is found in has no such record. */
export function useNotFoundWhen(missing: boolean) {
  const navigate = useNavigate()
  const localize = useLocalize()
  useEffect(() => {
    if (missing) void navigate(localize(paths.notFound), { replace: true })
  }, [missing, navigate, localize])
}
