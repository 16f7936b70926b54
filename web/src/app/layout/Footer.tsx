// The site footer: logo, description and social links; the footer menu in columns; contacts;
// © year and name.
import { useQuery } from '@tanstack/react-query'
import { menuQuery } from '@/api/menus'
import { generalSettingsQuery } from '@/api/settings'
import type { MenuItem } from '@/api/types'
import { AppLink } from '@/blocks/AppLink'
import { Icon } from '@/blocks/Icon'
import { SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import styles from './Footer.module.css'
import { Logo } from './Logo'
import { MenuError } from './MenuError'
import { socialIcon } from './socials'
import { telHref } from '@/lib/telHref'

/** Top-level items with children become columns; loose links are gathered in one more column. */
function columns(menu: MenuItem[]): { title: string | null; links: MenuItem[] }[] {
  const groups = menu
    .filter((item) => item.children.length > 0)
    .map((item) => ({ title: item.title, links: item.children }))
  const loose = menu.filter((item) => item.children.length === 0)
  return loose.length > 0 ? [...groups, { title: null, links: loose }] : groups
}

export function Footer() {
  const { t, lang } = useT()
  const settings = useQuery(generalSettingsQuery(lang))
  const menu = useQuery(menuQuery(lang, 'footer'))
  const data = settings.data

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo settings={data} src={data?.footer_logo.value ?? undefined} belowTheFold />
          {data ? <p className={styles.description}>{data.description}</p> : <SkeletonText />}
          <h2 className="visually-hidden">{t('footer.contacts')}</h2>
          {data ? (
            <ul role="list" className={styles.contacts}>
              {data.address ? (
                <li>
                  <Icon name="pin" size={18} />
                  <span>
                    <span className="visually-hidden">{t('footer.address')}: </span>
                    {data.address}
                  </span>
                </li>
              ) : null}
              {data.phone ? (
                <li>
                  <Icon name="phone" size={18} />
                  <a href={telHref(data.phone)} className={styles.link}>
                    <span className="visually-hidden">{t('footer.phone')}: </span>
                    {data.phone}
                  </a>
                </li>
              ) : null}
              {data.email ? (
                <li>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${data.email}`} className={styles.link}>
                    <span className="visually-hidden">{t('footer.email')}: </span>
                    {data.email}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : (
            <SkeletonText lines={3} />
          )}
          {data && data.socials.length > 0 ? (
            <ul role="list" className={styles.socials} aria-label={t('footer.socials')}>
              {data.socials.map((social) => (
                <li key={social.url}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.social}
                  >
                    <Icon name={socialIcon(social.name)} size={20} />
                    <span className="visually-hidden">{social.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {menu.isError ? (
          <div className={styles.column}>
            <MenuError menu={menu} tone="dark" />
          </div>
        ) : null}
        {(menu.data ? columns(menu.data) : []).map((column, index) => (
          <nav
            key={column.title ?? `links-${index}`}
            className={styles.column}
            aria-label={column.title ?? t('nav.menu')}
          >
            {column.title ? <h2 className={styles.heading}>{column.title}</h2> : null}
            <ul role="list" className={styles.links}>
              {column.links.map((link) => (
                <li key={link.id}>
                  <AppLink href={link.url} className={styles.link}>
                    {link.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {new Date().getFullYear()} {data?.name}. {t('footer.rights')}
          </p>
        </div>
      </div>
    </footer>
  )
}
