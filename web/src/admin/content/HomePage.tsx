// The admin's first screen: every content type the role may edit, with how many items it has and
// how many lack a translation. A manager edits no content: a friendly word instead.
import { Link } from 'react-router'
import { useT } from '@/i18n/LangContext'
import { useTranslationGaps, useTypes } from '../api/queries'
import { typeLabel } from '../labels'
import { adminPaths, SINGLETON_ID } from '../paths'
import { useStaff } from '../session'
import { ErrorState, Loading } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import styles from './list.module.css'

export function HomePage() {
  const { t } = useT()
  const me = useStaff()
  useAdminTitle(t('admin.home.title'))
  if (me.role === 'manager') return <ManagerWelcome />
  return <Overview />
}

export function ManagerWelcome() {
  const { t } = useT()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.home.managerTitle')}</h1>
      <p className={styles.lead}>{t('admin.home.managerText')}</p>
      <p>
        <Link to={adminPaths.applications}>{t('admin.home.managerLink')}</Link>
      </p>
    </div>
  )
}

function Overview() {
  const { t, lang } = useT()
  const types = useTypes()
  const gaps = useTranslationGaps()
  if (types.isPending) return <Loading />
  if (types.isError) return <ErrorState error={types.error} retry={() => void types.refetch()} />
  const gapOf = (name: string) => gaps.data?.find((gap) => gap.type === name)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.home.title')}</h1>
      <p className={styles.lead}>{t('admin.home.lead')}</p>
      <ul className={styles.cards}>
        {types.data.map((type) => {
          const gap = gapOf(type.name)
          return (
            <li key={type.name} className={styles.card}>
              <Link
                to={
                  type.singleton
                    ? adminPaths.edit(type.name, SINGLETON_ID)
                    : adminPaths.list(type.name)
                }
                className={styles.cardLink}
              >
                {typeLabel(lang, type.name)}
              </Link>
              {gap ? (
                <p className={styles.cardMeta}>
                  {t('admin.home.items', { count: gap.total })}
                  {gap.missing.ru || gap.missing.en ? (
                    <>
                      <br />
                      {t('admin.home.missing', { ru: gap.missing.ru, en: gap.missing.en })}
                    </>
                  ) : null}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
