import { describe, expect, it } from 'vitest'
import type { Block, BlockMap } from '@/api/types'
import { historyBlocks } from './historyBlocks'

const block = (position: number) =>
  ({ position, title: `b${position}`, desc: '', items: [], images: [] }) as unknown as Block

const map: BlockMap = Object.fromEntries(
  [1, 2, 3, 6, 7, 8].map((p) => [`history-university-block${p}`, [block(p)]]),
)

const positions = (blocks: BlockMap) =>
  Object.values(blocks)
    .map(([b]) => b?.position)
    .sort()

describe('historyBlocks', () => {
  it('keeps the blocks at positions 2 to 7', () => {
    expect(positions(historyBlocks(map, true))).toEqual([2, 3, 6, 7])
  })
  it('leaves out the timeline block when the timeline has no years', () => {
    expect(positions(historyBlocks(map, false))).toEqual([2, 3, 7])
  })
})
