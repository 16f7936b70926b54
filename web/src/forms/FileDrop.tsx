// File fields with a drop zone. The drop itself refuses what is not a pdf, jpg, jpeg, png or webp
// (by name) or is over 10 MB, without sending anything; the server then judges the content.
// UploadField sends the file to /file/store at once and keeps the "upload:…" reference it answers
// (JSON forms); AttachField keeps the File objects for a multipart submission.
import { useRef, useState, type DragEvent, type ReactNode, type RefCallback } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { uploadFile } from '@/api/forms'
import { fileSize } from '@/blocks/documentFile'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { uploadProblem } from './failure'
import { FieldShell, type ControlAria, type FieldProps } from './fields'
import styles from './forms.module.css'
import { honeypotValue } from './honeypot'
import { fileProblem, UPLOAD_ACCEPT, VACANCY_MAX_DOCUMENTS } from './rules'

/** The zone: a label around a visually hidden file input, so a click or Enter opens the chooser. */
function DropZone({
  aria,
  inputRef,
  multiple = false,
  busy = false,
  onFiles,
}: {
  aria: ControlAria
  /** react-hook-form focuses it when the field is the first bad one. */
  inputRef: RefCallback<HTMLInputElement>
  multiple?: boolean
  busy?: boolean
  /** `form`: the form the zone is in (an upload carries its honeypot). */
  onFiles: (files: File[], form: HTMLFormElement | null) => void
}) {
  const { t } = useT()
  const [over, setOver] = useState(false)

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault()
    setOver(false)
    if (busy) return
    const files = [...event.dataTransfer.files]
    if (files.length > 0)
      onFiles(multiple ? files : files.slice(0, 1), event.currentTarget.closest('form'))
  }

  return (
    <label
      className={[styles.drop, over ? styles.dropOver : '', busy ? styles.dropBusy : '']
        .filter(Boolean)
        .join(' ')}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        {...aria}
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        multiple={multiple}
        disabled={busy}
        className={`visually-hidden ${styles.fileInput}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          // Let the same file be chosen again after a refusal or a removal.
          event.target.value = ''
          if (files.length > 0) onFiles(files, event.target.form)
        }}
      />
      <Icon name="upload" size={24} className={styles.dropIcon} />
      <span className={styles.dropText}>
        {busy ? (
          t('formFields.file.uploading')
        ) : (
          <>
            {multiple ? t('formFields.file.dropMany') : t('formFields.file.drop')}{' '}
            <span className={styles.dropLink}>{t('formFields.file.choose')}</span>
          </>
        )}
      </span>
      <span className={styles.dropTypes}>{t('formFields.file.types')}</span>
    </label>
  )
}

function FileChip({ name, size, onRemove }: { name: string; size?: number; onRemove: () => void }) {
  const { t, lang } = useT()
  // In the page's language and units (КБ in Kazakh and Russian), as the document lists write them.
  const shownSize = size !== undefined ? fileSize(size, lang) : undefined
  return (
    <li className={styles.chip}>
      <Icon name="file" size={18} className={styles.chipIcon} />
      <span className={styles.chipName}>{name}</span>
      {shownSize ? (
        <span className={styles.chipSize}>{t(shownSize.key, { n: shownSize.n })}</span>
      ) : null}
      <button
        type="button"
        className={styles.chipRemove}
        onClick={onRemove}
        aria-label={t('formFields.file.remove', { name })}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  )
}

function Files({ children }: { children: ReactNode }) {
  return (
    <ul role="list" className={styles.chips}>
      {children}
    </ul>
  )
}

/** One file, uploaded when chosen; the field's value is the server's "upload:…" reference. */
export function UploadField(props: FieldProps) {
  const { lang } = useT()
  const { control, setError, clearErrors, formState } = useFormContext()
  const { field } = useController({ control, name: props.name })
  const [stored, setStored] = useState<{ url: string; name: string; size: number } | null>(null)
  const [busy, setBusy] = useState(false)
  // The newest choice wins when the visitor picks again before an upload finished.
  const latest = useRef(0)
  const value = String(field.value ?? '')
  const shown = stored && stored.url === value ? stored : null

  async function onFiles([file]: File[], form: HTMLFormElement | null) {
    if (!file) return
    const problem = fileProblem(file)
    if (problem) {
      setError(props.name, { type: 'file', message: problem })
      return
    }
    const ticket = ++latest.current
    setBusy(true)
    clearErrors(props.name)
    try {
      const answer = await uploadFile(file, lang, honeypotValue(form))
      if (ticket !== latest.current) return
      setStored({ url: answer.url, name: file.name, size: file.size })
      field.onChange(answer.url)
    } catch (error) {
      if (ticket !== latest.current) return
      console.warn('Upload failed:', error)
      field.onChange('')
      setError(props.name, { type: 'file', message: uploadProblem(error) })
    } finally {
      if (ticket === latest.current) setBusy(false)
    }
  }

  return (
    <FieldShell {...props} as="fieldset">
      {(aria) => (
        <>
          {shown ? (
            <Files>
              <FileChip
                name={shown.name}
                size={shown.size}
                onRemove={() => {
                  field.onChange('')
                  setStored(null)
                  if (formState.isSubmitted && !props.optional)
                    setError(props.name, { type: 'file', message: 'file' })
                }}
              />
            </Files>
          ) : (
            <DropZone
              aria={aria}
              inputRef={field.ref}
              busy={busy}
              onFiles={(files, form) => void onFiles(files, form)}
            />
          )}
        </>
      )}
    </FieldShell>
  )
}

/**
 * Files kept for a multipart submission: one (`multiple` false, value File | null) or up to
 * five (value File[]).
 */
export function AttachField({ multiple = false, ...props }: FieldProps & { multiple?: boolean }) {
  const { control, setError, clearErrors } = useFormContext()
  const { field } = useController({ control, name: props.name })
  const files: File[] = multiple
    ? ((field.value as File[] | undefined) ?? [])
    : field.value
      ? [field.value as File]
      : []

  function onFiles(chosen: File[]) {
    // The good files of a batch are kept; the first refusal is said.
    const refused = chosen.map(fileProblem).find(Boolean)
    const good = chosen.filter((file) => !fileProblem(file))
    if (!multiple) {
      if (refused || !good[0]) {
        setError(props.name, { type: 'file', message: refused ?? 'file' })
        return
      }
      clearErrors(props.name)
      field.onChange(good[0])
      return
    }
    const room = VACANCY_MAX_DOCUMENTS - files.length
    const problem = refused ?? (good.length > room ? 'tooManyFiles' : null)
    if (good.length > 0) field.onChange([...files, ...good.slice(0, room)])
    if (problem) setError(props.name, { type: 'file', message: problem })
    else clearErrors(props.name)
  }

  function remove(index: number) {
    field.onChange(multiple ? files.filter((_, i) => i !== index) : null)
  }

  const full = multiple ? files.length >= VACANCY_MAX_DOCUMENTS : files.length > 0
  return (
    <FieldShell {...props} as="fieldset">
      {(aria) => (
        <>
          {files.length > 0 ? (
            <Files>
              {files.map((file, index) => (
                <FileChip
                  key={`${file.name}-${index}`}
                  name={file.name}
                  size={file.size}
                  onRemove={() => remove(index)}
                />
              ))}
            </Files>
          ) : null}
          {full ? null : (
            <DropZone aria={aria} inputRef={field.ref} multiple={multiple} onFiles={onFiles} />
          )}
        </>
      )}
    </FieldShell>
  )
}
