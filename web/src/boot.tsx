// The app itself, started by main.tsx once the server's page is on screen: React, the router and
// the page's family load from here, so their requests follow the first paint instead of racing it.
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { HTML_LANG } from '@/i18n/lang'
import { readPreferredLang } from '@/i18n/preference'
import { localizePath, splitLangPath } from '@/routes'
import { SSR_DATA_ID, readServerData } from '@/ssr/data'

export function boot(root: HTMLElement) {
  // A visitor who chose a language earlier and opens the bare address lands in that language.
  // Only "/" is redirected: an explicit Kazakh link (/news) is always honoured.
  const preferred = readPreferredLang()
  const redirected = location.pathname === '/' && preferred !== null && preferred !== 'kz'
  if (redirected) {
    history.replaceState(null, '', localizePath('/', preferred) + location.search + location.hash)
  }
  document.documentElement.lang = HTML_LANG[splitLangPath(location.pathname).lang]

  // The server rendered this page (its HTML in #root, its answers in a JSON script): hydrate it,
  // unless the address changed above, in which case the server's page is not this page.
  const answers = redirected ? null : readServerData(document.getElementById(SSR_DATA_ID))
  if (answers && root.firstElementChild) {
    hydrateRoot(
      root,
      <StrictMode>
        <App answers={answers} />
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          console.error('Hydration error:', error, info.componentStack)
        },
      },
    )
    document.documentElement.dataset.render = 'hydrated'
  } else {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
    document.documentElement.dataset.render = 'client'
  }
}
