// A list of the university's documents (/documents/{id}): each row names the document, its date,
// file type and size, and opens the file. Several lists can share a page, so each keeps its page
// number in its own query-string parameter (docs175=2; page 1 has none): reload and Back keep it.
// A list that fails to load is only logged and left out, as the spec says of lists on a page.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { documentsQuery, type UniversityDocument } from '@/api/documents'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import styles from './DocumentList.module.css'
import { usePageParam } from '@/lib/usePageParam'
import { documentsPageParam, fileSize, fileType } from './documentFile'
import { Icon } from './Icon'
import { Pagination } from './Pagination'
import { Skeleton } from './Skeleton'

export function DocumentList({
  listId,
  title,
  headingLevel = 2,
}: {
  listId: number
  /** Heads the list; without it the list follows the block that introduces it. */
  title?: string
  headingLevel?: 2 | 3
}) {
  const { t, lang } = useT()
  const { page, hrefFor } = usePageParam(documentsPageParam(listId))
  const documents = useQuery(documentsQuery(lang, listId, page))
  const titleId = useId()
  const Heading = `h${headingLevel}` as const

  const { error } = documents
  useEffect(() => {
    if (error) console.warn(`Document list ${listId} failed to load:`, error)
  }, [error, listId])
  if (documents.isError) return null

  const list = documents.data
  return (
    <section className={styles.documents} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      <ul
        role="list"
        className={styles.list}
        aria-busy={!list || documents.isPlaceholderData ? true : undefined}
      >
        {list
          ? list.data.map((document) => <DocumentRow key={document.id} document={document} />)
          : [0, 1, 2].map((i) => (
              <li key={i} className={styles.row}>
                <Skeleton width={44} height={52} radius={8} />
                <span className={styles.body}>
                  <Skeleton width="70%" height={20} />
                  <Skeleton width="40%" height={14} />
                </span>
              </li>
            ))}
      </ul>
      {list ? (
        <Pagination
          current={list.meta.current_page}
          last={list.meta.last_page}
          hrefFor={hrefFor}
          keepScroll
          label={title ? `${t('pagination.label')}: ${title}` : undefined}
        />
      ) : null}
    </section>
  )
}

function DocumentRow({ document }: { document: UniversityDocument }) {
  const { t, lang } = useT()
  const type = fileType(document.file)
  const size = document.size > 0 ? fileSize(document.size, lang) : undefined
  return (
    <li className={styles.row}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="file" size={22} />
        {type ? <span className={styles.type}>{type}</span> : null}
      </span>
      <span className={styles.body}>
        {/* The title is the link; its ::after stretches over the row, so the row is the target. */}
        <a href={document.file} target="_blank" rel="noopener" className={styles.link}>
          {document.title}
          <span className="visually-hidden">
            {' '}
            ({[type, t('documents.newTab')].filter(Boolean).join(', ')})
          </span>
        </a>
        <span className={styles.meta}>
          {document.date ? (
            <time dateTime={isoDate(document.date)}>
              <span className="visually-hidden">{t('documents.published')}: </span>
              {formatDate(document.date, lang)}
            </time>
          ) : null}
          {size ? <span>{t(size.key, { n: size.n })}</span> : null}
        </span>
      </span>
      <span className={styles.open} aria-hidden="true">
        <span className={styles.openText}>{t('documents.open')}</span>
        <Icon name="external" size={18} />
      </span>
    </li>
  )
}
