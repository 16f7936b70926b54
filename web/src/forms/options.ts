// Lists the forms choose from, as select options.
import { useQuery } from '@tanstack/react-query'
import { handbookQuery, type HandbookName } from '@/api/handbooks'
import type { ContactGroup, HandbookItem } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import type { Option } from './fields'

export function itemOptions(items: { id: number; title: string }[]): Option[] {
  return items.map((item) => ({ value: String(item.id), label: item.title }))
}

/** A handbook's items as options (undefined while loading), optionally only one parent's. */
export function useHandbookOptions(
  name: HandbookName,
  filter?: (item: HandbookItem) => boolean,
): Option[] | undefined {
  const { lang } = useT()
  const { data, isError } = useQuery(handbookQuery(lang, name))
  if (isError) return []
  return data && itemOptions(filter ? data.filter(filter) : data)
}

/** The question form's default addressee, the rector's office: rector@…, else the first group. */
export function defaultAddressee(groups: ContactGroup[]): string {
  return (groups.find((g) => g.email.startsWith('rector@')) ?? groups[0])?.email ?? ''
}
