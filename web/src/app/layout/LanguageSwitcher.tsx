// Links to the same page in the other languages (path and query kept). Choosing one is
// remembered, so the bare address opens in that language next time.
import { useLocation } from 'react-router'
import { Link } from '@/blocks/Link'
import { useT } from '@/i18n/LangContext'
import { HTML_LANG, LANG_LABEL, LANGS } from '@/i18n/lang'
import { rememberLang } from '@/i18n/preference'
import { switchLangHref } from '@/routes'
import styles from './LanguageSwitcher.module.css'
import { KEEP_SCROLL } from '@/lib/keepScroll'

export function LanguageSwitcher({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark'
  className?: string
}) {
  const location = useLocation()
  const { lang, t } = useT()
  return (
    <nav
      aria-label={t('nav.language')}
      className={[styles[tone], className].filter(Boolean).join(' ')}
    >
      <ul role="list" className={styles.list}>
        {LANGS.map((code) => (
          <li key={code}>
            <Link
              to={switchLangHref(location, code)}
              lang={HTML_LANG[code]}
              hrefLang={HTML_LANG[code]}
              aria-current={code === lang ? 'true' : undefined}
              className={styles.link}
              state={KEEP_SCROLL}
              onClick={() => rememberLang(code)}
            >
              <span aria-hidden="true">{LANG_LABEL[code].short}</span>
              <span className="visually-hidden">{LANG_LABEL[code].long}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
