import type { Block } from '@/api/types'

export type BlockKind = 'quote' | 'callout' | 'generic'

/**
 * How a content block reads, judged from which fields it fills (the API has no block type):
 * - quote: in news only (pages use the same shape for plain sections), a kicker, a name as title
 *   and the words as text, nothing else ("In her own words");
 * - callout: a short text with one link and nothing else ("Planning to apply?");
 * - generic: anything else (galleries, cards, lists).
 */
export function blockKind(block: Block, { quotes = false }: { quotes?: boolean } = {}): BlockKind {
  const bare = block.items.length === 0 && block.images.length === 0
  if (quotes && bare && !block.link && block.top && block.title && block.desc) return 'quote'
  if (bare && block.link?.url && block.title) return 'callout'
  return 'generic'
}
