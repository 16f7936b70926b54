// A project, a goal, a grant or an announcement is a record of its own list, not a row of the
// pages table; as a page it has the same parts: title, SEO texts (as the server renders them into
// the head: the record's title and the text of its description) and a banner.
import type { Page } from '@/api/types'
import { plainText } from '@/lib/plainText'

export function recordPage(
  type: string,
  record: { id: number; slug: string; title: string; desc?: string },
  banner: string | null | undefined,
): Page {
  return {
    id: record.id,
    type,
    slug: record.slug,
    title: record.title,
    seo: { title: record.title, description: plainText(record.desc ?? '') },
    banner,
    image: banner,
  }
}
