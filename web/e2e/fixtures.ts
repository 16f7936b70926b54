// The e2e test object: every test fails when its page logs a console error, throws, or has a
// failed request or an HTTP error response, unless the test allows that exact problem. `api` reads
// the real API, so expectations come from the demo content rather than copies of it.
import { test as base, expect, type Page } from '@playwright/test'
import { allTexts } from '../src/i18n/allTexts'

export { expect }

export const LANGS = [
  { lang: 'kz', prefix: '', home: '/', htmlLang: 'kk', t: allTexts.kz },
  { lang: 'ru', prefix: '/ru', home: '/ru/', htmlLang: 'ru', t: allTexts.ru },
  { lang: 'en', prefix: '/en', home: '/en/', htmlLang: 'en', t: allTexts.en },
] as const

export type LangCase = (typeof LANGS)[number]
export type Lang = LangCase['lang']

export interface NewsCard {
  id: number
  slug: string
  title: string
  excerpt: string
  published_at: string
  school: { id: number; slug: string; title: string } | null
}

type Api = <T>(path: string, lang: Lang, params?: Record<string, string | number>) => Promise<T>

export const test = base.extend<{ api: Api; allowProblems: (pattern: RegExp) => void }>({
  api: async ({ request }, use) => {
    await use(async <T>(path: string, lang: Lang, params: Record<string, string | number> = {}) => {
      const query = new URLSearchParams({
        lang,
        ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      })
      const response = await request.get(`/api/v1${path}?${query}`)
      expect(response.ok(), `GET ${path}`).toBe(true)
      return ((await response.json()) as { data: T }).data
    })
  },

  allowProblems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = []
      const problems: string[] = []
      const record = (problem: string) => {
        if (!allowed.some((pattern) => pattern.test(problem))) problems.push(problem)
      }
      page.on('console', (message) => {
        if (message.type() === 'error')
          record(`console error: ${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => record(`uncaught: ${error.message}`))
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? ''
        // Cancelled on purpose (a query aborted on unmount, a navigation away).
        if (reason === 'net::ERR_ABORTED') return
        record(`request failed: ${request.method()} ${request.url()} ${reason}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.url()}`)
      })
      await use((pattern) => allowed.push(pattern))
      expect(problems, 'console errors, failed requests or HTTP errors').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Scrolls down the whole page as a reader would, so what loads on approach (images, forms) does,
 * then back to the top.
 */
/** How far down the window is scrolled, in whole pixels. */
/**
 * Skips the calling spec file unless the e2e server renders pages (BILIM_E2E_SSR=1, as
 * `make test-e2e` and `make test-html` run the files that read the server's HTML).
 */
export function serverRenderingOnly() {
  test.skip(
    !process.env.BILIM_E2E_SSR,
    'server rendering is off in this run (BILIM_E2E_SSR=1 turns it on)',
  )
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
  })
}
