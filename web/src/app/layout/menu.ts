import type { MenuItem } from '@/api/types'

/** A menu url that leads somewhere (content sometimes uses "" or "#" for a pure heading). */
export function hasTarget(item: MenuItem): boolean {
  return item.url !== '' && item.url !== '#'
}

/** Whether the item or one of its children is the page being shown (paths without language). */
export function isActive(item: MenuItem, path: string): boolean {
  if (
    hasTarget(item) &&
    (item.url === path || (item.url !== '/' && path.startsWith(item.url + '/')))
  )
    return true
  return item.children.some((child) => isActive(child, path))
}

/** The links of a dropdown: its own target first (when it is not repeated by a child). */
export function dropdownLinks(item: MenuItem): MenuItem[] {
  const own = hasTarget(item) && !item.children.some((c) => c.url === item.url)
  return own ? [{ ...item, children: [] }, ...item.children] : item.children
}
