// One page of the media library with its search and kind filter; each file either picks (in the
// picker) or opens its details (on the media page). Previews are scaled to fit, never cropped.
import { useId, useState, type ReactNode } from 'react'
import { useT } from '@/i18n/LangContext'
import { useMedia } from '../api/queries'
import type { Media, MediaKind } from '../api/types'
import { Pager } from '../ui/Pager'
import { ErrorState } from '../ui/States'
import { formatSize, thumbnail } from './format'
import styles from './media.module.css'

export function MediaGrid({
  kind: fixedKind,
  action,
}: {
  /** Only this kind (a picker for an image field); otherwise a filter offers both. */
  kind?: MediaKind
  action: (media: Media) => ReactNode
}) {
  const { t, lang } = useT()
  const id = useId()
  const [search, setSearch] = useState('')
  const [kind, setKind] = useState<MediaKind | ''>(fixedKind ?? '')
  const [page, setPage] = useState(1)
  const query = useMedia({ page, search: search || undefined, kind: kind || undefined })

  return (
    <section aria-labelledby={`${id}-title`} className={styles.library}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {t('admin.media.library')}
      </h3>
      <div className={styles.filters}>
        <div>
          <label htmlFor={`${id}-search`} className={styles.label}>
            {t('admin.media.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={styles.input}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value)
              setPage(1)
            }}
          />
        </div>
        {fixedKind ? null : (
          <div>
            <label htmlFor={`${id}-kind`} className={styles.label}>
              {t('admin.media.kind')}
            </label>
            <select
              id={`${id}-kind`}
              className={styles.input}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as MediaKind | '')
                setPage(1)
              }}
            >
              <option value="">{t('admin.media.anyKind')}</option>
              <option value="image">{t('admin.media.images')}</option>
              <option value="document">{t('admin.media.documents')}</option>
            </select>
          </div>
        )}
      </div>
      {query.isError ? (
        <ErrorState error={query.error} retry={() => void query.refetch()} />
      ) : query.data?.data.length === 0 ? (
        <p className={styles.empty}>{t('admin.media.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={query.isFetching || undefined}>
          {query.data?.data.map((media) => (
            <li key={media.id} className={styles.card}>
              <div className={styles.thumb}>
                {media.kind === 'image' ? (
                  <img
                    src={thumbnail(media)}
                    alt={media.alt[lang] || media.alt.kz}
                    className={styles.contain}
                    loading="lazy"
                  />
                ) : (
                  <span aria-hidden="true" className={styles.pdf}>
                    PDF
                  </span>
                )}
              </div>
              <p className={styles.name}>
                {t('admin.media.details', {
                  name: media.original_name,
                  size: formatSize(media.size),
                })}
              </p>
              {action(media)}
            </li>
          ))}
        </ul>
      )}
      {query.data ? (
        <Pager
          current={query.data.meta.current_page}
          last={query.data.meta.last_page}
          onPage={setPage}
        />
      ) : null}
    </section>
  )
}
