// The admin's interface language: three buttons, the current one pressed; each names its language
// in that language (as the site's switcher does).
import { useT } from '@/i18n/LangContext'
import { HTML_LANG, LANG_LABEL, LANGS } from '@/i18n/lang'
import { useAdminLang } from '../adminLang'
import styles from './layout.module.css'

export function LanguageSwitch() {
  const { t } = useT()
  const { lang, setLang } = useAdminLang()
  return (
    <div role="group" aria-label={t('admin.header.language')} className={styles.langs}>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={HTML_LANG[code]}
          aria-pressed={code === lang}
          className={styles.lang}
          onClick={() => setLang(code)}
        >
          <span aria-hidden="true">{LANG_LABEL[code].short}</span>
          <span className="visually-hidden">{LANG_LABEL[code].long}</span>
        </button>
      ))}
    </div>
  )
}
