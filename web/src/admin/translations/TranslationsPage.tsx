// The translation dashboard: per content type, how many items lack Russian or English text, each
// count a link to that type's list filtered to those items.
import { Link } from 'react-router'
import { useT } from '@/i18n/LangContext'
import { useTranslationGaps } from '../api/queries'
import type { Translation } from '../api/types'
import { typeLabel } from '../labels'
import { adminPaths } from '../paths'
import { ErrorState, Loading } from '../ui/States'
import { useAdminTitle } from '../useAdminTitle'
import styles from '../content/list.module.css'

export function TranslationsPage() {
  const { t, lang } = useT()
  const gaps = useTranslationGaps()
  useAdminTitle(t('admin.translations.title'))
  const missingLink = (type: string, missing: Translation, count: number) =>
    count ? (
      <Link
        to={`${adminPaths.list(type)}?missing=${missing}`}
        aria-label={t('admin.translations.open', {
          type: typeLabel(lang, type),
          count,
          lang: t(`admin.langs.${missing}`),
        })}
        className={styles.count}
      >
        {count}
      </Link>
    ) : (
      <span className={styles.zero}>0</span>
    )
  const rows = gaps.data ?? []
  const done = rows.every((gap) => !gap.missing.ru && !gap.missing.en)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.translations.title')}</h1>
      <p className={styles.lead}>{t('admin.translations.lead')}</p>
      {gaps.isPending ? (
        <Loading />
      ) : gaps.isError ? (
        <ErrorState error={gaps.error} retry={() => void gaps.refetch()} />
      ) : (
        <>
          {done ? <p className={styles.notice}>{t('admin.translations.done')}</p> : null}
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('admin.translations.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.translations.type')}</th>
                  <th scope="col" className={styles.number}>
                    {t('admin.translations.total')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('admin.translations.missingRu')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('admin.translations.missingEn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...rows]
                  .sort((a, b) => b.missing.ru + b.missing.en - (a.missing.ru + a.missing.en))
                  .map((gap) => (
                    <tr key={gap.type}>
                      <th scope="row">
                        <Link to={adminPaths.list(gap.type)}>{typeLabel(lang, gap.type)}</Link>
                      </th>
                      <td className={styles.number}>{gap.total}</td>
                      <td className={styles.number}>
                        {missingLink(gap.type, 'ru', gap.missing.ru)}
                      </td>
                      <td className={styles.number}>
                        {missingLink(gap.type, 'en', gap.missing.en)}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
