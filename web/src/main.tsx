import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { captureUtm } from '@/forms/utm'
import { HTML_LANG } from '@/i18n/lang'
import { readPreferredLang } from '@/i18n/preference'
import { localizePath, splitLangPath } from '@/routes'
import '@/styles/fonts.css'
import '@/styles/global.css'

// A visitor who chose a language earlier and opens the bare address lands in that language.
// Only "/" is redirected: an explicit Kazakh link (/news) is always honoured.
const preferred = readPreferredLang()
if (location.pathname === '/' && preferred && preferred !== 'kz') {
  history.replaceState(null, '', localizePath('/', preferred) + location.search + location.hash)
}
document.documentElement.lang = HTML_LANG[splitLangPath(location.pathname).lang]
captureUtm(location.search)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
