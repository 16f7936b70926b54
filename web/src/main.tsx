import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { DehydratedState } from '@tanstack/react-query'
import { App } from '@/app/App'
import { captureUtm } from '@/forms/utm'
import { HTML_LANG } from '@/i18n/lang'
import { readPreferredLang } from '@/i18n/preference'
import { localizePath, splitLangPath } from '@/routes'
import { SSR_DATA_ID, readServerData } from '@/ssr/data'
import '@/styles/fonts.css'
import '@/styles/global.css'

// A visitor who chose a language earlier and opens the bare address lands in that language.
// Only "/" is redirected: an explicit Kazakh link (/news) is always honoured.
const preferred = readPreferredLang()
const redirected = location.pathname === '/' && preferred !== null && preferred !== 'kz'
if (redirected) {
  history.replaceState(null, '', localizePath('/', preferred) + location.search + location.hash)
}
document.documentElement.lang = HTML_LANG[splitLangPath(location.pathname).lang]
captureUtm(location.search)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// The server rendered this page (its HTML in #root, its answers in a JSON script): hydrate it,
// unless the address changed above, in which case the server's page is not this page.
const dehydrated = redirected ? null : readServerData(document.getElementById(SSR_DATA_ID))
if (dehydrated && root.firstElementChild) {
  hydrateRoot(
    root,
    <StrictMode>
      <App dehydrated={dehydrated as DehydratedState} />
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
