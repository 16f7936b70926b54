import { useT } from '@/i18n/LangContext'
import { ButtonLink } from '@/blocks/Button'
import { usePageMeta } from '@/lib/usePageMeta'
import { paths } from '@/routes'
import styles from './NotFoundPage.module.css'

export function NotFoundPage() {
  const { t } = useT()
  usePageMeta({ title: t('notFound.title'), description: t('notFound.text') })
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.text}>{t('notFound.text')}</p>
        <div className={styles.actions}>
          <ButtonLink href={paths.home}>{t('notFound.home')}</ButtonLink>
          <ButtonLink href={paths.news} variant="outline">
            {t('notFound.news')}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
