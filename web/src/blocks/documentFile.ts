// How a document's file is described next to its title: its type from the file name and its size
// in the unit a reader expects (bytes below a kilobyte, one decimal at most).
import { LOCALE, type Lang } from '@/i18n/lang'
import type { PageParam } from '@/pageParams'

/** "PDF" for "/assets/media/documents/175-1.pdf"; '' when the name has no extension. */
export function fileType(path: string): string {
  const name = path.split(/[?#]/)[0]?.split('/').pop() ?? ''
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toUpperCase() : ''
}

export interface FileSize {
  /** The interface text that places the number in its unit. */
  key: 'documents.sizeB' | 'documents.sizeKb' | 'documents.sizeMb'
  /** The number, formatted for the language. */
  n: string
}

const KB = 1024
const MB = KB * 1024

export function fileSize(bytes: number, lang: Lang): FileSize {
  const format = (value: number) =>
    new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 1 }).format(value)
  if (bytes < KB) return { key: 'documents.sizeB', n: format(bytes) }
  if (bytes < MB) return { key: 'documents.sizeKb', n: format(bytes / KB) }
  return { key: 'documents.sizeMb', n: format(bytes / MB) }
}

/** The query-string parameter that holds a document list's page: docs175=2. */
export const documentsPageParam = (listId: number): PageParam => `docs${listId}`
