// The editor's schema: exactly the HTML the server's sanitiser keeps (server/src/html.rs) and the
// public site renders: p, h2–h4, strong, em, a (href), ul, ol, li, blockquote, img (a site path
// with alt), table with tr/th/td, br. Whatever else is pasted (styles, classes, fonts, outside
// images) is dropped as it comes in. Nothing renders a style attribute: the site's CSP refuses them.
import type { Attribute } from '@tiptap/core'
import { Image } from '@tiptap/extension-image'
import { Link } from '@tiptap/extension-link'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import { StarterKit } from '@tiptap/starter-kit'

/** A link the sanitiser keeps and the site means: a path here, or https, mailto, tel. */
export function isAllowedHref(href: string): boolean {
  const url = href.trim()
  return (
    /^\/(?![/\\])\S*$/.test(url) ||
    /^(https?:\/\/[^\s/]+\S*|mailto:\S+|tel:\+?[0-9 ()-]+)$/i.test(url)
  )
}

/** An image the sanitiser keeps: a path on this site (`/assets/media/…`), never another host. */
export function isSitePath(src: string | null | undefined): boolean {
  return typeof src === 'string' && /^\/(?![/\\])\S*$/.test(src.trim())
}

// A link is its address only: the server adds rel="noopener noreferrer", and a link opens in the
// same tab (no target, rel or class carried over from pasted HTML).
const SiteLink = Link.extend({
  addAttributes() {
    const { href } = (this.parent?.() ?? {}) as Record<string, Attribute | undefined>
    return { href: href ?? { default: null } }
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: true,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedHref(url),
})

const SiteImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isSitePath(element.getAttribute('src')) ? null : false),
      },
    ]
  },
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } }
  },
}).configure({ inline: false, allowBase64: false })

// A table is rows of cells; the widths and alignment Tiptap keeps would need style attributes.
const SiteTable = Table.extend({
  renderHTML() {
    return ['table', {}, ['tbody', 0]]
  },
}).configure({ resizable: false, View: null, renderWrapper: false })

const spans = () => ({ colspan: { default: 1 }, rowspan: { default: 1 } })
const SiteCell = TableCell.extend({ addAttributes: spans })
const SiteHeader = TableHeader.extend({ addAttributes: spans })

export const siteExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
  SiteLink,
  SiteImage,
  SiteTable,
  TableRow,
  SiteHeader,
  SiteCell,
]
