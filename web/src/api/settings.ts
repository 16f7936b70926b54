import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@/i18n/lang'
import { apiGet } from './client'
import type { ContactSettings, GeneralSettings } from './types'

export const generalSettingsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['settings', 'general', lang],
    queryFn: ({ signal }) => apiGet<GeneralSettings>('/settings/general', lang, {}, signal),
    staleTime: 30 * 60_000,
  })

export const contactSettingsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['settings', 'contacts', lang],
    queryFn: ({ signal }) => apiGet<ContactSettings>('/settings/contacts', lang, {}, signal),
    staleTime: 30 * 60_000,
  })
