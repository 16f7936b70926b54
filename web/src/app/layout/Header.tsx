// The site header: a contact strip with the language switcher (wide screens), then the bar with
// logo, main menu (dropdowns on wide screens, a drawer on narrow ones), search and language.
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { Link } from '@/blocks/Link'
import { menuQuery } from '@/api/menus'
import { generalSettingsQuery } from '@/api/settings'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { paths, splitLangPath, useLocalize } from '@/routes'
import { DesktopNav } from './DesktopNav'
import styles from './Header.module.css'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MenuError } from './MenuError'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { telHref } from '@/lib/telHref'

export function Header() {
  const { t, lang } = useT()
  const localize = useLocalize()
  const { pathname } = useLocation()
  const settings = useQuery(generalSettingsQuery(lang))
  const menu = useQuery(menuQuery(lang, 'header'))
  const currentPath = splitLangPath(pathname).path
  const menuFailed = menu.isError ? <MenuError menu={menu} /> : null

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <div className={styles.contacts}>
            {settings.data?.phone ? (
              <a href={telHref(settings.data.phone)}>
                <Icon name="phone" size={15} />
                {settings.data.phone}
              </a>
            ) : null}
            {settings.data?.email ? (
              <a href={`mailto:${settings.data.email}`}>
                <Icon name="mail" size={15} />
                {settings.data.email}
              </a>
            ) : null}
          </div>
          <LanguageSwitcher tone="dark" />
        </div>
      </div>
      <div className={styles.barWrap}>
        <div className={`container ${styles.bar}`}>
          <Logo settings={settings.data} compact />
          <DesktopNav
            items={menu.data}
            failed={menuFailed}
            currentPath={currentPath}
            className={styles.desktopNav}
          />
          <div className={styles.tools}>
            <Link
              to={`${localize(paths.search)}?query=`}
              className={styles.iconButton}
              aria-label={t('nav.search')}
            >
              <Icon name="search" size={22} />
            </Link>
            <LanguageSwitcher className={styles.barLang} />
            <MobileMenu
              items={menu.data}
              failed={menuFailed}
              settings={settings.data}
              currentPath={currentPath}
              className={styles.mobileMenu}
            />
          </div>
        </div>
      </div>
    </header>
  )
}
