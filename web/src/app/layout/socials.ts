import type { IconName } from '@/blocks/Icon'

/** Picks the icon for a social network by its name ("Instagram", "YouTube", "X (Twitter)"…). */
export function socialIcon(name: string): IconName {
  const key = name.toLowerCase()
  if (key.includes('twitter') || key === 'x') return 'x'
  if (key.includes('vk') || key.includes('вконтакте')) return 'vk'
  const networks: IconName[] = [
    'facebook',
    'instagram',
    'youtube',
    'telegram',
    'linkedin',
    'tiktok',
    'whatsapp',
  ]
  return networks.find((network) => key.includes(network)) ?? 'globe'
}
