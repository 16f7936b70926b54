// Uploads one file to the media library: the file, a preview of an image as it is (scaled to fit,
// never cropped), and its alternative text in the three languages.
import { useId, useState, type FormEvent } from 'react'
import { useT } from '@/i18n/LangContext'
import { LANGS } from '@/i18n/lang'
import { ApiError } from '@/api/client'
import { useUpload } from '../api/queries'
import type { Media, MediaKind, Tr } from '../api/types'
import styles from './media.module.css'

const ACCEPT: Record<MediaKind | 'any', string> = {
  image: 'image/jpeg,image/png,image/webp',
  document: 'application/pdf',
  any: 'image/jpeg,image/png,image/webp,application/pdf',
}

export function UploadForm({
  kind,
  onUploaded,
}: {
  kind?: MediaKind
  onUploaded: (media: Media) => void
}) {
  const { t } = useT()
  const id = useId()
  const upload = useUpload()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [alt, setAlt] = useState<Tr>({ kz: '', ru: '', en: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const isImage = file ? file.type.startsWith('image/') : kind !== 'document'

  const choose = (chosen: File | null) => {
    setFile(chosen)
    setProblem(null)
    setDone(null)
    setPreview(null)
    // A data: URL, which the site's Content-Security-Policy allows for images (blob: it does not).
    if (chosen?.type.startsWith('image/')) {
      const reader = new FileReader()
      reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
      reader.readAsDataURL(chosen)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (!file) {
      setProblem(t('admin.media.chooseFile'))
      document.getElementById(`${id}-file`)?.focus()
      return
    }
    setProblem(null)
    try {
      const media = await upload.mutateAsync({
        file,
        alt: isImage ? alt : { kz: '', ru: '', en: '' },
      })
      setDone(t('admin.media.uploaded'))
      setFile(null)
      setPreview(null)
      setAlt({ kz: '', ru: '', en: '' })
      onUploaded(media)
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0
      setProblem(
        status === 413
          ? t('admin.media.tooLarge')
          : status === 415
            ? t('admin.media.wrongType')
            : status === 422
              ? t('admin.media.unreadable')
              : t('admin.media.failed', { message: (error as Error).message }),
      )
    }
  }

  return (
    <form className={styles.upload} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {t('admin.media.upload')}
      </h3>
      <div className={styles.uploadGrid}>
        <div className={styles.uploadFields}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            {t('admin.media.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT[kind ?? 'any']}
            className={styles.file}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          {isImage ? (
            <>
              <p id={`${id}-alt-hint`} className={styles.hint}>
                {t('admin.media.altHint')}
              </p>
              {LANGS.map((lang) => (
                <div key={lang} className={styles.altField}>
                  <label htmlFor={`${id}-alt-${lang}`} className={styles.label}>
                    {t('admin.media.alt', { lang: t(`admin.langs.${lang}`) })}
                  </label>
                  <input
                    id={`${id}-alt-${lang}`}
                    className={styles.input}
                    value={alt[lang]}
                    aria-describedby={`${id}-alt-hint`}
                    onChange={(e) => setAlt((old) => ({ ...old, [lang]: e.target.value }))}
                  />
                </div>
              ))}
            </>
          ) : null}
        </div>
        {preview ? (
          <div className={styles.previewBox}>
            <img src={preview} alt="" className={styles.contain} />
          </div>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <p role="status" className={styles.done}>
        {done}
      </p>
      <button type="submit" className={styles.primary} disabled={upload.isPending}>
        {upload.isPending ? t('admin.media.uploading') : t('admin.media.submit')}
      </button>
    </form>
  )
}
