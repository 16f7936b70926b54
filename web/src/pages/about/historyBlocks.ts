import type { BlockMap } from '@/api/types'

const FIRST_POSITION = 2
const LAST_POSITION = 7
/** The block that heads the timeline. */
export const TIMELINE_POSITION = 6

/** The blocks the history page shows: positions 2–7, without the timeline's when it is empty. */
export function historyBlocks(blocks: BlockMap, hasTimeline: boolean): BlockMap {
  return Object.fromEntries(
    Object.entries(blocks).filter(([, [block]]) => {
      if (!block) return false
      const { position } = block
      if (position === TIMELINE_POSITION && !hasTimeline) return false
      return position >= FIRST_POSITION && position <= LAST_POSITION
    }),
  )
}
