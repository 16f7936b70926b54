// How the science pages load: a record that must exist (a project, a goal) or the visitor lands on
// /404, and the lists beside it that may fail without taking the page down (spec section 4).
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { pageBlocksQuery } from '@/api/pages'
import type { BlockMap } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths, useLocalize } from '@/routes'

const NO_BLOCKS: BlockMap = {}

/** Sends the visitor to /404 (replacing the bad URL) once `when` holds. */
export function useNotFoundWhen(when: boolean) {
  const navigate = useNavigate()
  const localize = useLocalize()
  useEffect(() => {
    if (when) void navigate(localize(paths.notFound), { replace: true })
  }, [when, navigate, localize])
}

/**
 * The record of a list that the page is about (a goal among /sdgs, a project among /projects):
 * undefined while loading; a failed list or no match sends the visitor to /404.
 */
export function useRequiredRecord<T, TKey extends QueryKey>(
  options: UseQueryOptions<T[], Error, T[], TKey>,
  match: (record: T) => boolean,
): T | undefined {
  const list = useRequiredQuery(options)
  const record = list.data?.find(match)
  useNotFoundWhen(list.data !== undefined && record === undefined)
  return record
}

/**
 * The blocks of a record page ("project", "sdg", "science-grant") once the record is known:
 * undefined while loading, an empty map when it has none or they failed.
 */
export function useRecordBlocks(type: string, id: number | undefined): BlockMap | undefined {
  const { lang } = useT()
  const blocks = useQuery({ ...pageBlocksQuery(lang, type, id ?? 0), enabled: id !== undefined })
  return blocks.isError ? NO_BLOCKS : blocks.data
}
