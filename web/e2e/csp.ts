// The Content-Security-Policy as a browser applies it: every answer of the server carries one,
// and a page of ours must never break it (an inline script or style, a blob: worker, eval).
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** What the policy must hold: only our own scripts, no inline script, no framing. */
export function expectStrictPolicy(policy: string | undefined, what: string) {
  expect(policy, `${what}: Content-Security-Policy header`).toBeTruthy()
  const directives = new Map(
    policy!.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
  expect(directives.get('default-src'), what).toEqual(["'none'"])
  expect(directives.get('script-src'), what).toEqual(["'self'"])
  expect(directives.get('worker-src'), what).toEqual(["'self'"])
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"])
}

/**
 * Collects the page's policy violations: the browser's own console reports and the
 * `securitypolicyviolation` events of every document it loads.
 */
export async function watchCspViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      ),
    )
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return {
    violations,
    reset: () => {
      violations.length = 0
    },
  }
}
