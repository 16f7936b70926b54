// The entry: the stylesheet, the visit's UTM tags, and the app (boot.tsx) once the server's page
// is painted. It imports nothing else, so no script of the app is requested before the first paint.
import '@/styles/global.css'
import { captureUtm } from '@/forms/utm'

// At once, not in boot: a visitor who follows a link before the app has loaded (seconds on a slow
// phone) leaves this page, and the campaign that brought them would be lost.
captureUtm(location.search)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

/**
 * Resolves once the browser has painted the server's page: after the next animation frame's
 * paint, or at once when there is nothing to paint yet or the tab is hidden (a hidden tab runs no
 * animation frames; the timeout is the net for a tab hidden meanwhile). On a slow phone the app's
 * ~110 KB of scripts then no longer compete with the first paint's stylesheet and pictures.
 */
function afterFirstPaint(page: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (!page.firstElementChild || document.visibilityState !== 'visible') return resolve()
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 200)
  })
}

void afterFirstPaint(root)
  .then(() => import('./boot'))
  .then(({ boot }) => boot(root))
