// A search result's snippet as the server answers it: the text escaped as HTML, the matched
// words in <mark>. It is read into text and marks, never set as HTML: whatever the text holds
// (`<img onerror>` quoted in an article, or markup the server should not have sent) is shown as
// text.

export interface SnippetPart {
  text: string
  mark: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let mark = false
  for (const piece of snippet.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      mark = piece === '<mark>'
    } else if (piece) {
      parts.push({ text: unescapeHtml(piece), mark })
    }
  }
  return parts
}
