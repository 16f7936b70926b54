import { useEffect } from 'react'

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!meta) {
    meta = document.createElement('meta')
    meta.name = 'description'
    document.head.append(meta)
  }
  meta.content = content
}

/**
 * Sets the document title and meta description once a page's data has arrived (spec: set path,
 * fetch, then title and description). The title is the page's SEO title as the server renders it
 * into index.html, so the two never disagree.
 */
export function usePageMeta(meta: { title?: string; description?: string } | undefined) {
  const title = meta?.title
  const description = meta?.description
  useEffect(() => {
    if (title) document.title = title
    if (description !== undefined) setMetaDescription(description)
  }, [title, description])
}
