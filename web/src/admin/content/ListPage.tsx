// The list of any content type: search, status and missing-translation filters and the page, all
// in the address (so a filtered list is a link, e.g. from the translation dashboard), and a table
// of title, slug, status, last change and the type's own list columns. On a phone each row is a
// card instead (title, then status and last change), so nothing scrolls sideways.
import { useId, type FormEvent } from 'react'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { Redirect } from '@/blocks/Redirect'
import { PageLinks } from '../ui/PageLinks'
import { useT } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'
import { useItems, useTypes } from '../api/queries'
import { STATUSES, type ContentType, type Field, type Summary } from '../api/types'
import { choiceLabel, fieldLabel, formatWhen, typeLabel } from '../labels'
import { adminPaths, SINGLETON_ID } from '../paths'
import { ErrorState, Loading, NotFound } from '../ui/States'
import { StatusBadge } from '../ui/StatusBadge'
import { useAdminTitle } from '../useAdminTitle'
import { listParams } from './listParams'
import styles from './list.module.css'
import { itemTitle, textIn } from './titles'
import { CardTable } from '../ui/CardTable'

export function ListPage() {
  const { type: typeName = '' } = useParams()
  const types = useTypes()
  const type = types.data?.find((candidate) => candidate.name === typeName)
  if (types.isPending) return <Loading />
  if (types.isError) return <ErrorState error={types.error} retry={() => void types.refetch()} />
  if (!type) return <NotFound />
  if (type.singleton) return <Redirect to={adminPaths.edit(type.name, SINGLETON_ID)} />
  return <TypeList key={type.name} type={type} />
}

function TypeList({ type }: { type: ContentType }) {
  const { t, lang } = useT()
  const id = useId()
  const location = useLocation()
  const [search, setSearch] = useSearchParams()
  const params = listParams(search)
  const items = useItems(type.name, params)
  const label = typeLabel(lang, type.name)
  const notice = (location.state as { notice?: string } | null)?.notice
  useAdminTitle(label)

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    next.delete('page')
    setSearch(next)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('search')
    update({ search: typeof text === 'string' ? text.trim() : undefined })
  }
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search)
    if (page > 1) next.set('page', String(page))
    else next.delete('page')
    const query = next.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const columns = type.list_fields
    .map((name) => type.fields.find((field) => field.name === name))
    .filter((field): field is Field => Boolean(field))
  const filtered = Boolean(params.search || params.status || params.missing)

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{label}</h1>
        <Link to={adminPaths.create(type.name)} className={styles.create}>
          <span aria-hidden="true">+ </span>
          {t('admin.list.create')}
        </Link>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <form
        role="search"
        aria-label={t('admin.list.filters')}
        className={styles.filters}
        onSubmit={submit}
        // A new address (Back, a dashboard link) puts its search in the box.
        key={params.search ?? ''}
      >
        <div className={styles.filter}>
          <label htmlFor={`${id}-search`}>{t('admin.list.search')}</label>
          <div className={styles.searchRow}>
            <input
              id={`${id}-search`}
              name="search"
              type="search"
              defaultValue={params.search ?? ''}
              placeholder={t('admin.list.searchPlaceholder')}
              className={styles.input}
            />
            <button type="submit" className={styles.button}>
              {t('admin.list.apply')}
            </button>
          </div>
        </div>
        {type.publishable === false ? null : (
          <div className={styles.filter}>
            <label htmlFor={`${id}-status`}>{t('admin.list.status')}</label>
            <select
              id={`${id}-status`}
              className={styles.input}
              value={params.status ?? ''}
              onChange={(e) => update({ status: e.target.value })}
            >
              <option value="">{t('admin.list.anyStatus')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.filter}>
          <label htmlFor={`${id}-missing`}>{t('admin.list.missing')}</label>
          <select
            id={`${id}-missing`}
            className={styles.input}
            value={params.missing ?? ''}
            onChange={(e) => update({ missing: e.target.value })}
          >
            <option value="">{t('admin.list.anyTranslation')}</option>
            <option value="ru">{t('admin.list.missingRu')}</option>
            <option value="en">{t('admin.list.missingEn')}</option>
          </select>
        </div>
        {filtered ? (
          <Link to={location.pathname} className={styles.reset}>
            {t('admin.list.reset')}
          </Link>
        ) : null}
      </form>

      {items.isPending ? (
        <Loading />
      ) : items.isError ? (
        <ErrorState error={items.error} retry={() => void items.refetch()} />
      ) : (
        <>
          <p className={styles.total} aria-live="polite">
            {t('admin.list.total', { total: items.data.meta.total })}
          </p>
          {items.data.data.length === 0 ? (
            <p className={styles.empty}>{t('admin.list.empty')}</p>
          ) : (
            <CardTable
              wrapClassName={`${styles.tableWrap} ${styles.itemsWrap}`}
              className={`${styles.table} ${styles.items}`}
              caption={t('admin.list.caption', { type: label })}
              busy={items.isFetching}
              columns={[
                { label: t('admin.list.title') },
                ...(type.slug_field
                  ? [{ label: t('admin.list.slug'), className: styles.optional }]
                  : []),
                ...columns.map((field) => ({
                  label: fieldLabel(lang, field.name),
                  className: styles.optional,
                })),
                { label: t('admin.status.label') },
                { label: t('admin.list.updated') },
              ]}
            >
              {items.data.data.map((item) => (
                <Row key={item.id} type={type} item={item} columns={columns} lang={lang} />
              ))}
            </CardTable>
          )}
          <PageLinks
            current={items.data.meta.current_page}
            last={items.data.meta.last_page}
            hrefFor={hrefFor}
          />
        </>
      )}
    </div>
  )
}

/** A list column's value for people: a choice's name, a text in the interface language. */
function cell(field: Field, value: unknown, lang: Lang): string {
  if (value === null || value === undefined) return ''
  if (field.kind === 'choice' && typeof value === 'string') return choiceLabel(lang, value)
  if (field.kind === 'datetime' && typeof value === 'string')
    return value.replace('T', ' ').slice(0, 16)
  return textIn(value, lang)
}

function Row({
  type,
  item,
  columns,
  lang,
}: {
  type: ContentType
  item: Summary
  columns: Field[]
  lang: Lang
}) {
  const { t } = useT()
  const title = itemTitle(item.title, lang, null) || t('admin.list.untitled', { id: item.id })
  const missing = item.missing ?? []
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className={styles.titleCell}>
        <Link to={adminPaths.edit(type.name, item.id)}>{title}</Link>
        {missing.length ? (
          <span className={styles.missing}>
            {t('admin.list.lacks', { langs: missing.join(', ') })}
          </span>
        ) : null}
      </th>
      {type.slug_field ? (
        <td role="cell" className={`${styles.slug} ${styles.optional}`}>
          {item.slug}
        </td>
      ) : null}
      {columns.map((field) => (
        <td key={field.name} role="cell" className={styles.optional}>
          {cell(field, item.fields[field.name], lang)}
        </td>
      ))}
      <td role="cell" className={styles.statusCell}>
        <StatusBadge status={item.status} publishAt={item.publish_at} />
      </td>
      <td role="cell" className={styles.when}>
        {item.updated_at ? (
          <>
            {/* A card has no column heads to show; a screen reader has the column's. */}
            <span aria-hidden="true" className={styles.cellLabel}>
              {t('admin.list.updated')}:{' '}
            </span>
            {formatWhen(item.updated_at)}
          </>
        ) : null}
      </td>
    </tr>
  )
}
