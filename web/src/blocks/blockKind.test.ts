import { describe, expect, it } from 'vitest'
import type { Block } from '@/api/types'
import { serverHtml } from '@/test/safeHtml'
import { blockKind } from './blockKind'

const empty: Block = {
  position: 1,
  top: '',
  title: '',
  desc: serverHtml(''),
  link: null,
  items: [],
  images: [],
  image_alts: [],
  bottom: '',
  mobile: null,
}

describe('blockKind', () => {
  it('reads a kicker, a name and words as a quote in news, and as a section on pages', () => {
    const quote = {
      ...empty,
      top: 'In her own words',
      title: 'Madina Y.',
      desc: serverHtml('<p>…</p>'),
    }
    expect(blockKind(quote, { quotes: true })).toBe('quote')
    expect(blockKind(quote)).toBe('generic')
  })
  it('reads a titled text with one link as a callout', () => {
    const link = { text: 'Programmes', url: '/education/master' }
    expect(
      blockKind({ ...empty, title: 'Planning to apply?', desc: serverHtml('<p>…</p>'), link }),
    ).toBe('callout')
  })
  it('reads galleries and item lists as generic blocks', () => {
    expect(blockKind({ ...empty, title: 'Photos', images: ['/a.svg', '/b.svg'] })).toBe('generic')
    const item = { title: 'A', desc: serverHtml(''), image: null, image_alt: '', link: null }
    expect(
      blockKind({ ...empty, top: 'x', title: 'y', desc: serverHtml('z'), items: [item] }),
    ).toBe('generic')
  })
})
