// The frame of every page in one language: provides the language, keeps <html lang>
// in step with the URL, and lays out header, main content and footer.
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Suspense, useEffect, useRef } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { Outlet, useLocation } from 'react-router'
import { previewing } from '@/api/client'
import { LangContext, useT } from '@/i18n/LangContext'
import { HTML_LANG, type Lang } from '@/i18n/lang'
import { splitLangPath } from '@/routes'
import { Footer } from './Footer'
import { Header } from './Header'
import styles from './LangLayout.module.css'
import { NavigationProgress } from './NavigationProgress'
import { RouteError } from '../RouteError'
import { PageFallback } from '../PageFallback'

export function LangLayout({ lang }: { lang: Lang }) {
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang]
  }, [lang])

  const page = useFocusMainOnNavigation()

  return (
    <LangContext value={lang}>
      <NavigationProgress />
      <div className={styles.shell}>
        {previewing() ? <PreviewNotice /> : null}
        <Header />
        <main id="main" tabIndex={-1} className={styles.main}>
          {/* A failing page shows its error between the header and footer; another page clears
              it, and so does a retry, which also lets the failed queries fetch again. */}
          <QueryErrorResetBoundary>
            {({ reset }) => (
              <ErrorBoundary FallbackComponent={RouteError} resetKeys={[page]} onReset={reset}>
                <Suspense fallback={<PageFallback />}>
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            )}
          </QueryErrorResetBoundary>
        </main>
        <Footer />
      </div>
    </LangContext>
  )
}

/** Tells whoever opened the admin's preview link what they are looking at. */
function PreviewNotice() {
  const { t } = useT()
  return (
    <p className={styles.preview} role="status">
      {t('common.preview')}
    </p>
  )
}

/**
 * After a client-side move to another page, put keyboard and screen-reader focus at the start of
 * the new content (as a full page load would), not on a link that no longer exists. A change of
 * query (catalogue filters) or of language alone is not a new page.
 */
function useFocusMainOnNavigation(): string {
  const page = splitLangPath(useLocation().pathname).path
  const previous = useRef(page)
  useEffect(() => {
    if (previous.current === page) return
    previous.current = page
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [page])
  return page
}
