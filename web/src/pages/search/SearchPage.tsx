// /search: the site search. The URL (?query=) is the state (see searchState.ts); the form only
// proposes a new query. As the spec's load order says, the settings and the page record come
// first, then the results; a failed search is logged and shown as a notice, the page stays.
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '@/blocks/Link'
import { pageQuery } from '@/api/pages'
import { searchQuery } from '@/api/search'
import { generalSettingsQuery } from '@/api/settings'
import type { SearchResult } from '@/api/types'
import { Banner } from '@/blocks/Banner'
import { Icon } from '@/blocks/Icon'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { buttonClass } from '@/blocks/buttonClass'
import { useT } from '@/i18n/LangContext'
import { usePageMeta } from '@/lib/usePageMeta'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths, useLocalize } from '@/routes'
import { groupResults, parseSearchQuery, searchHref, type ResultGroup } from './searchState'
import styles from './SearchPage.module.css'
import { Snippet } from './Snippet'
import { KEEP_SCROLL } from '@/lib/keepScroll'

export function SearchPage() {
  const { t, lang } = useT()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const query = parseSearchQuery(searchParams)
  const inputId = useId()

  const settings = useQuery(generalSettingsQuery(lang))
  const page = useRequiredQuery(pageQuery(lang, 'search'))
  const results = useQuery({
    ...searchQuery(lang, query),
    enabled: query !== '' && page.isSuccess && !settings.isPending,
  })

  usePageMeta(
    page.data && {
      title: page.data.seo.title || page.data.title,
      description: page.data.seo.description,
    },
  )

  const { error } = results
  useEffect(() => {
    if (error) console.warn('Search failed:', error)
  }, [error])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('query')
    void navigate(searchHref(typeof value === 'string' ? value : ''), { state: KEEP_SCROLL })
  }

  const title = page.data?.title
  const found = results.data

  return (
    <>
      <Banner
        title={title}
        image={page.data?.banner}
        crumbs={[{ label: t('nav.home'), to: paths.home }, { label: title ?? t('nav.search') }]}
      />
      <div className={`container ${styles.page}`}>
        {/* Keyed by the URL's query so back/forward refill the box. */}
        <form
          key={query}
          role="search"
          aria-label={t('search.form')}
          className={styles.form}
          onSubmit={onSubmit}
        >
          <label htmlFor={inputId} className={styles.label}>
            {t('search.label')}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              name="query"
              type="search"
              defaultValue={query}
              placeholder={t('search.placeholder')}
              className={styles.input}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className={buttonClass('primary', styles.submit)}>
              <Icon name="search" size={18} />
              <span>{t('search.submit')}</span>
            </button>
          </div>
        </form>

        <p aria-live="polite" className={styles.total}>
          {query && found && found.length > 0
            ? t('search.found', { count: found.length, query })
            : query && !found && !results.isError
              ? '\u00a0' // keeps the line while the results load
              : ''}
        </p>

        {query === '' ? (
          <Notice icon="search" title={t('search.promptTitle')} text={t('search.promptText')} />
        ) : results.isError ? (
          <p role="status" className={styles.unavailable}>
            {t('search.unavailable')}
          </p>
        ) : !found ? (
          <ResultsSkeleton label={t('search.results')} />
        ) : found.length === 0 ? (
          <Notice title={t('search.emptyTitle', { query })} text={t('search.emptyText')} />
        ) : (
          <div className={styles.groups}>
            {groupResults(found).map((group) => (
              <Group key={group.key} group={group} />
            ))}
          </div>
        )}
      </div>
    </>
  )
}

function Group({ group }: { group: ResultGroup }) {
  const { t } = useT()
  const titleId = useId()
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {t(`search.groups.${group.key}`)}
        <span className={styles.groupCount}>{group.results.length}</span>
      </h2>
      <ol role="list" className={styles.list}>
        {group.results.map((result, i) => (
          <ResultItem key={`${result.path}-${i}`} result={result} />
        ))}
      </ol>
    </section>
  )
}

function ResultItem({ result }: { result: SearchResult }) {
  const localize = useLocalize()
  const href = localize(result.path)
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>
        <Link to={href} className={styles.resultLink}>
          {result.title}
        </Link>
      </h3>
      <Snippet snippet={result.snippet} className={styles.snippet} />
      <p className={styles.path}>{href}</p>
    </li>
  )
}

function Notice({ icon, title, text }: { icon?: 'search'; title: string; text: string }) {
  return (
    <div className={styles.notice}>
      {icon ? <Icon name={icon} size={32} className={styles.noticeIcon} /> : null}
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{text}</p>
    </div>
  )
}

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.groups} aria-busy="true" aria-label={label} role="region">
      {[3, 2].map((count, g) => (
        <div key={g} className={styles.group}>
          <Skeleton width="9rem" height="1.5rem" />
          <ul role="list" className={styles.list}>
            {Array.from({ length: count }, (_, i) => (
              <li key={i} className={styles.result}>
                <Skeleton width="min(28rem, 80%)" height="1.25rem" />
                <SkeletonText lines={2} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
