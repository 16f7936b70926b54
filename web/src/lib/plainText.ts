/** The text of a (sanitized) HTML fragment, for teasers that show a few clamped lines. */
export function plainText(html: string): string {
  // Escaped text (`A &amp; B`) is HTML too: only a string with no tag and no entity is as is.
  if (!html || !/[<&]/.test(html)) return html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}
