import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { MenuItem } from './types'

export type MenuName = 'header' | 'footer'

export const menuQuery = (lang: Lang, name: MenuName) =>
  queryOptions({
    queryKey: ['menus', name, lang],
    queryFn: ({ signal }) => apiGet<MenuItem[]>(`/menus/${name}`, lang, {}, signal),
    staleTime: 30 * 60_000,
  })
