import { describe, expect, it } from 'vitest'
import { socialIcon } from './socials'

describe('socialIcon', () => {
  it.each([
    ['Instagram', 'instagram'],
    ['YouTube', 'youtube'],
    ['Facebook', 'facebook'],
    ['Telegram', 'telegram'],
    ['LinkedIn', 'linkedin'],
    ['X', 'x'],
    ['Twitter', 'x'],
    ['TikTok', 'tiktok'],
    ['Mastodon', 'globe'],
  ])('%s → %s', (name, icon) => expect(socialIcon(name)).toBe(icon))
})
