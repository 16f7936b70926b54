// The media library: upload, find, and keep each file's alternative text in three languages.
import { useId, useState, type FormEvent } from 'react'
import { useT } from '@/i18n/LangContext'
import { LANGS } from '@/i18n/lang'
import { useUpdateMedia } from '../api/queries'
import type { Media, Tr } from '../api/types'
import { useAdminTitle } from '../useAdminTitle'
import { MediaGrid } from './MediaGrid'
import styles from './media.module.css'
import { UploadForm } from './UploadForm'

export function MediaPage() {
  const { t } = useT()
  useAdminTitle(t('admin.media.title'))
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.media.title')}</h1>
      <UploadForm onUploaded={() => {}} />
      <MediaGrid action={(media) => <AltForm media={media} />} />
    </div>
  )
}

function AltForm({ media }: { media: Media }) {
  const { t } = useT()
  const id = useId()
  const update = useUpdateMedia()
  const [alt, setAlt] = useState<Tr>(media.alt)
  const [done, setDone] = useState<string | null>(null)
  if (media.kind !== 'image')
    return (
      <a href={media.url} target="_blank" rel="noreferrer" className={styles.secondary}>
        {t('admin.media.open')}
        <span className="visually-hidden">
          : {media.original_name} ({t('admin.edit.newTab')})
        </span>
      </a>
    )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await update.mutateAsync({ id: media.id, alt })
      setDone(t('admin.media.altSaved'))
    } catch (error) {
      setDone(t('admin.edit.failed', { message: (error as Error).message }))
    }
  }
  return (
    <form onSubmit={submit} className={styles.altForm} aria-label={media.original_name}>
      {LANGS.map((lang) => (
        <div key={lang} className={styles.altField}>
          <label htmlFor={`${id}-${lang}`} className={styles.label}>
            {t('admin.media.alt', { lang: t(`admin.langs.${lang}`) })}
          </label>
          <input
            id={`${id}-${lang}`}
            className={styles.input}
            value={alt[lang]}
            onChange={(e) => {
              setAlt((old) => ({ ...old, [lang]: e.target.value }))
              setDone(null)
            }}
          />
        </div>
      ))}
      <button type="submit" className={styles.secondary} disabled={update.isPending}>
        {t('admin.media.saveAlt')}
        <span className="visually-hidden">: {media.original_name}</span>
      </button>
      <p role="status" className={styles.done}>
        {done}
      </p>
    </form>
  )
}
