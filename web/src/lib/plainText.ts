/** The text of a (sanitized) HTML fragment, for teasers that show a few clamped lines. */
export function plainText(html: string): string {
  // Escaped text (`A &amp; B`) is HTML too: only a string with no tag and no entity is as is.
  if (!html || !/[<&]/.test(html)) return html
  // No DOMParser: the same code runs on the server (server rendering), which has no DOM, and the
  // browser must draw the very same text when it hydrates. The server sanitized the HTML, so
  // tags, comments and the entities below (what it escapes) are all there is to undo.
  const text = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '')
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED[name.toLowerCase()] ?? entity
  })
}
