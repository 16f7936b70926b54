// What a first load downloads: the scripts it requests, weighed by their .gz twins in the build
// (what the server sends), and any request that does not go to our own /api/v1 or /assets.
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

const distDir = path.resolve(import.meta.dirname, '..', process.env.BILIM_E2E_WEB_DIR ?? 'dist')

/**
 * What a script weighs as the server sends it: its .gz twin, or the file itself when gzip would
 * not make it smaller (the build then keeps no twin, and the server sends the file as it is).
 */
export function gzipSize(url: string): number {
  const file = path.join(distDir, new URL(url).pathname)
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size
}

/** Follows every request of a load; the scripts' weight and anything that is not ours. */
export async function watchRequests(page: Page, origin: string) {
  // Each route is a first load: nothing comes from the cache of the one before.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const scripts = new Set<string>()
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script') scripts.add(request.url())
    const ours =
      url.origin === origin &&
      (request.isNavigationRequest() || /^\/(api\/v1|assets)\//.test(url.pathname))
    if (!ours && !url.protocol.startsWith('data')) foreign.push(request.url())
  })
  return {
    scripts: () => [...scripts].map((url) => ({ url, bytes: gzipSize(url) })),
    scriptBytes: () => [...scripts].reduce((sum, url) => sum + gzipSize(url), 0),
    foreign,
    reset: () => {
      scripts.clear()
      foreign.length = 0
    },
  }
}
