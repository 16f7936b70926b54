/** The text of a (sanitized) HTML fragment, for teasers that show a few clamped lines. */
export function plainText(html: string): string {
  if (!html || !html.includes('<')) return html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
