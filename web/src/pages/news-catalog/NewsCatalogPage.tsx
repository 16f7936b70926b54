// /news-catalog: every news item, 20 a page, filtered by search, school, year and month. The URL
// is the state (see catalogState.ts); the form only proposes changes to it.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '@/blocks/Link'
import { newsFilterQuery, newsListQuery } from '@/api/news'
import { pageQuery } from '@/api/pages'
import type { FilterOption } from '@/api/types'
import { Banner } from '@/blocks/Banner'
import { FilterSelect } from '@/blocks/FilterSelect'
import { Icon } from '@/blocks/Icon'
import { allOf } from '@/blocks/listQuery'
import { NewsGrid } from '@/blocks/NewsCard'
import { Pagination } from '@/blocks/Pagination'
import { QueryList } from '@/blocks/QueryList'
import { buttonClass } from '@/blocks/buttonClass'
import { useT } from '@/i18n/LangContext'
import { usePageMeta } from '@/lib/usePageMeta'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { paths } from '@/routes'
import {
  hasFilters,
  parseCatalogParams,
  serializeCatalogParams,
  toNewsListParams,
  withFilters,
  withPage,
  type CatalogFilters,
  type CatalogState,
} from './catalogState'
import styles from './NewsCatalogPage.module.css'
import { KEEP_SCROLL } from '@/lib/keepScroll'

const href = (state: CatalogState) => `?${serializeCatalogParams(state)}`

export function NewsCatalogPage() {
  const { t, lang } = useT()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const state = parseCatalogParams(searchParams)

  const page = useRequiredQuery(pageQuery(lang, 'news-catalog'))
  const list = useQuery({
    ...newsListQuery(lang, toNewsListParams(state)),
    placeholderData: keepPreviousData,
  })
  const schools = useQuery(newsFilterQuery(lang, 'school'))
  const years = useQuery(newsFilterQuery(lang, 'year'))
  const months = useQuery(newsFilterQuery(lang, 'month', state.year ?? undefined))

  usePageMeta(
    page.data && {
      title: page.data.seo.title || page.data.title,
      description: page.data.seo.description,
    },
  )

  function apply(patch: Partial<CatalogFilters>) {
    // Filters stay where the visitor is working; the list below updates in place.
    void navigate(href(withFilters(state, patch)), { state: KEEP_SCROLL })
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('search')
    apply({ search: typeof value === 'string' ? value : '' })
  }

  const meta = list.data?.meta
  const title = page.data?.title

  return (
    <>
      <Banner
        title={title}
        image={page.data?.banner}
        crumbs={[
          { label: t('nav.home'), to: paths.home },
          { label: t('nav.news'), to: paths.news },
          { label: title ?? t('nav.newsCatalog') },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <search className={styles.filters} aria-label={t('catalog.filters')}>
          {/* Keyed by the URL's search so back/forward refill the box. */}
          <form key={state.search} className={styles.searchForm} onSubmit={onSearch}>
            <label htmlFor="catalog-search" className={styles.label}>
              {t('catalog.search')}
            </label>
            <div className={styles.searchRow}>
              <input
                id="catalog-search"
                name="search"
                type="search"
                defaultValue={state.search}
                placeholder={t('catalog.searchPlaceholder')}
                className={styles.input}
                autoComplete="off"
              />
              <button type="submit" className={buttonClass('primary', styles.submit)}>
                <Icon name="search" size={18} />
                <span>{t('catalog.submit')}</span>
              </button>
            </div>
          </form>
          <FilterSelect
            label={t('catalog.school')}
            allLabel={t('catalog.allSchools')}
            value={state.school === null ? '' : String(state.school)}
            options={filterOptions(schools.data)}
            onChange={(value) => apply({ school: value ? Number(value) : null })}
            className={styles.wide}
          />
          <FilterSelect
            label={t('catalog.year')}
            allLabel={t('catalog.allYears')}
            value={state.year === null ? '' : String(state.year)}
            options={filterOptions(years.data)}
            onChange={(value) => apply({ year: value ? Number(value) : null })}
          />
          <FilterSelect
            label={t('catalog.month')}
            allLabel={t('catalog.allMonths')}
            value={state.month === null ? '' : String(state.month)}
            options={filterOptions(months.data)}
            onChange={(value) => apply({ month: value ? Number(value) : null })}
          />
        </search>

        <div className={styles.summary}>
          <p aria-live="polite" className={styles.total}>
            {meta ? t('catalog.total', { total: meta.total }) : '\u00a0'}
          </p>
          {hasFilters(state) ? (
            <Link to="?" className={styles.reset} state={KEEP_SCROLL}>
              <Icon name="close" size={16} />
              {t('catalog.reset')}
            </Link>
          ) : null}
        </div>

        <div className={styles.results} data-stale={list.isPlaceholderData || undefined}>
          <QueryList
            query={allOf([list], (found) => found.data)}
            skeleton={<NewsGrid news={undefined} count={6} />}
            empty={t('catalog.empty')}
          >
            {(news) => <NewsGrid news={news} headingLevel={2} />}
          </QueryList>
        </div>

        <Pagination meta={meta} hrefFor={(n) => href(withPage(state, n))} />
      </div>
    </>
  )
}

/** The API's numbered filter options as the select's. */
function filterOptions(options: FilterOption[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.value), label: option.label }))
}
