/** A datetime-local value ("2026-05-01T09:30", the browser's time) as RFC 3339 UTC. */
export function toRfc3339(local: string): string | null {
  const at = new Date(local)
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : null
}
