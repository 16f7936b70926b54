// The frame of every page in one language: provides the language, keeps <html lang>
// in step with the URL, and lays out header, main content and footer.
import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { LangContext } from '@/i18n/LangContext'
import { HTML_LANG, type Lang } from '@/i18n/lang'
import { splitLangPath } from '@/routes'
import { Footer } from './Footer'
import { Header } from './Header'
import styles from './LangLayout.module.css'
import { NavigationProgress } from './NavigationProgress'

export function LangLayout({ lang }: { lang: Lang }) {
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang]
  }, [lang])

  useFocusMainOnNavigation()

  return (
    <LangContext value={lang}>
      <NavigationProgress />
      <div className={styles.shell}>
        <Header />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollRestoration />
    </LangContext>
  )
}

/**
 * After a client-side move to another page, put keyboard and screen-reader focus at the start of
 * the new content (as a full page load would), not on a link that no longer exists. A change of
 * query (catalogue filters) or of language alone is not a new page.
 */
function useFocusMainOnNavigation() {
  const page = splitLangPath(useLocation().pathname).path
  const previous = useRef(page)
  useEffect(() => {
    if (previous.current === page) return
    previous.current = page
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [page])
}
