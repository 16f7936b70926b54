// axe-core on the open page: what the walks and the admin's checks count as a failure.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The serious and critical violations axe-core finds on the page, one line each with the elements.
 * Legacy mode runs axe in the page itself: the default opens a second page to gather the results
 * of every frame, which doubled each check's time, and our pages have no frames. Only violations
 * are gathered in full (axe lists one node each for the rest): a third less time per check.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
