// The form's editors of files: one image, several images, one PDF. Each shows what is chosen (an
// image scaled to fit its box, never cropped), opens the picker (upload or library), and keeps the
// site path the server stores; the path can also be typed.
import { useT } from '@/i18n/LangContext'
import type { Field, MediaKind } from '../api/types'
import { useForm } from '../content/form/context'
import { FieldErrors } from '../content/form/FieldErrors'
import { FieldName } from '../content/form/FieldName'
import formStyles from '../content/form/form.module.css'
import { ReorderList } from '../content/form/ReorderList'
import { describedBy, inputId, pathKey, type Path } from '../content/form/values'
import { usePickMedia } from './pickerContext'
import styles from './media.module.css'

function FileField({
  field,
  value,
  path,
  kind,
}: {
  field: Field
  value: unknown
  path: Path
  kind: MediaKind
}) {
  const { t } = useT()
  const { change, errors } = useForm()
  const pick = usePickMedia()
  const id = inputId(path)
  const current = typeof value === 'string' ? value : ''
  const messages = errors[pathKey(path)]
  return (
    <div className={formStyles.field} role="group" aria-labelledby={`${id}-name`}>
      <span id={`${id}-name`} className={formStyles.label}>
        <FieldName field={field} />
      </span>
      <div className={styles.chosen}>
        <div className={kind === 'image' ? styles.previewBox : styles.docBox}>
          {current && kind === 'image' ? (
            <img src={current} alt="" className={styles.contain} />
          ) : current ? (
            <a href={current} target="_blank" rel="noreferrer" className={styles.docLink}>
              {current.split('/').pop()}
            </a>
          ) : (
            <span className={styles.none}>
              {kind === 'image' ? t('admin.media.noImage') : t('admin.media.noDocument')}
            </span>
          )}
        </div>
        <div className={styles.chosenTools}>
          <label htmlFor={id} className={formStyles.hint}>
            {t('admin.media.path')}
          </label>
          <input
            id={id}
            className={formStyles.input}
            value={current}
            spellCheck={false}
            aria-invalid={messages ? true : undefined}
            aria-required={field.required || undefined}
            aria-describedby={describedBy(messages && `${id}-error`)}
            onChange={(e) => change(path, e.target.value || null)}
          />
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() =>
                pick(kind, (media) => {
                  change(path, media.url)
                  document.getElementById(id)?.focus()
                })
              }
            >
              {current
                ? t('admin.media.replace')
                : kind === 'image'
                  ? t('admin.media.chooseImage')
                  : t('admin.media.chooseDocument')}
            </button>
            {current ? (
              <button type="button" className={styles.secondary} onClick={() => change(path, null)}>
                {t('admin.media.clear')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <FieldErrors id={`${id}-error`} messages={messages} />
    </div>
  )
}

export function ImageField(props: { field: Field; value: unknown; path: Path }) {
  return <FileField {...props} kind="image" />
}

export function DocumentField(props: { field: Field; value: unknown; path: Path }) {
  return <FileField {...props} kind="document" />
}

export function ImagesField({ field, value, path }: { field: Field; value: unknown; path: Path }) {
  const { change, errors } = useForm()
  const pick = usePickMedia()
  const images = Array.isArray(value) ? (value as unknown[]) : []
  const id = inputId(path)
  return (
    <>
      <ReorderList
        field={field}
        path={path}
        elements={images}
        collapsible={false}
        create={() => ''}
        onAdd={() =>
          pick('image', (media) => {
            change(path, [...images, media.url])
            document.getElementById(`${id}-add`)?.focus()
          })
        }
        summary={(image) => (typeof image === 'string' ? (image.split('/').pop() ?? '') : '')}
        render={(image, imagePath) => {
          const messages = errors[pathKey(imagePath)]
          return (
            <div className={styles.chosen}>
              <div className={styles.previewBox}>
                {typeof image === 'string' && image ? (
                  <img src={image} alt="" className={styles.contain} />
                ) : null}
              </div>
              <FieldErrors id={`${inputId(imagePath)}-error`} messages={messages} />
            </div>
          )
        }}
      />
    </>
  )
}
