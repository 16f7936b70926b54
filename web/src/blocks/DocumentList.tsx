// A list of the university's documents (/documents/{id}): each row names the document, its date,
// file type and size, and opens the file. Several lists can share a page, so each keeps its page
// number in its own query-string parameter (docs175=2; page 1 has none): reload and Back keep it.
// A list that fails to load says so under its title, with a Retry button.
import { useId } from 'react'
import { documentsQuery, type UniversityDocument } from '@/api/documents'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import styles from './DocumentList.module.css'
import { usePageParam } from '@/lib/usePageParam'
import { documentsPageParam, fileSize, fileType } from './documentFile'
import { Icon } from './Icon'
import { allOf } from './listQuery'
import { Pagination } from './Pagination'
import { QueryList } from './QueryList'
// The grey shimmer of every stand-in; here sized by classes, so the server's HTML has the size.
import skeleton from './Skeleton.module.css'

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
  const documents = useListQuery(documentsQuery(lang, listId, page))
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const meta = documents.data?.meta

  return (
    <section className={styles.documents} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      <QueryList
        query={allOf([documents], (paged) => paged.data)}
        skeleton={
          <ul role="list" className={styles.list} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className={styles.row} aria-hidden="true">
                <span className={`${skeleton.skeleton} ${styles.badgeSkeleton}`} />
                <span className={styles.body}>
                  <span className={`${skeleton.skeleton} ${styles.titleSkeleton}`} />
                  <span className={`${skeleton.skeleton} ${styles.metaSkeleton}`} />
                </span>
              </li>
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul
            role="list"
            className={styles.list}
            aria-busy={documents.isPlaceholderData || undefined}
          >
            {list.map((document) => (
              <DocumentRow key={document.id} document={document} />
            ))}
          </ul>
        )}
      </QueryList>
      <Pagination
        meta={meta}
        hrefFor={hrefFor}
        keepScroll
        label={title ? `${t('pagination.label')}: ${title}` : undefined}
      />
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
