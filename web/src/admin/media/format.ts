/** A file's size for people: "840 KB", "2.4 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The smallest picture of an image that is still sharp in a thumbnail. */
export function thumbnail(media: { url: string; variants?: { width: number; url: string }[] }) {
  const variants = [...(media.variants ?? [])].sort((a, b) => a.width - b.width)
  return variants[0]?.url ?? media.url
}
