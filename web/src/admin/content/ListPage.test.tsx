import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import { data, fakeApi, renderAdmin } from '../test/renderAdmin'
import { editor, page, samples, settings, summary } from '../test/fixtures'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(editor))
    .on('GET', /\/admin\/types$/, data([samples, settings]))
    .on('GET', /\/admin\/samples$/, (call) =>
      data({
        ...page([summary(1, 'Ашық есік күні'), summary(2, 'Түлектер кеші', { missing: [] })], 1, 3),
        meta: {
          current_page: Number(call.url.searchParams.get('page') ?? 1),
          last_page: 3,
          per_page: 20,
          total: 42,
        },
      }),
    )
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const lastList = () => api.made('GET', /\/admin\/samples$/).at(-1)!.url.searchParams

describe('the generic list', () => {
  it('shows title, slug, the type’s columns, status and last change', async () => {
    renderAdmin('/admin/content/samples')
    const table = await screen.findByRole('table', { name: 'Samples: list of items' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Title', 'Slug', 'Kind', 'Starts', 'Status', 'Updated'])
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByRole('link', { name: 'Ашық есік күні' })).toHaveAttribute(
      'href',
      '/admin/content/samples/1',
    )
    expect(row).toHaveTextContent('Missing translation: ru')
    expect(row).toHaveTextContent('item-1')
    expect(row).toHaveTextContent('Purchases')
    expect(row).toHaveTextContent('2026-12-01 10:00')
    expect(row).toHaveTextContent('Published')
    expect(screen.getByText('Found: 42')).toBeInTheDocument()
  })

  it('puts search, status, missing translation and page in the address and the query', async () => {
    const view = renderAdmin('/admin/content/samples')
    await screen.findByRole('table')
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: t.list.search }), 'open day')
    await user.click(screen.getByRole('button', { name: t.list.apply }))
    await waitFor(() => expect(view.location().search).toBe('?search=open+day'))
    await user.selectOptions(screen.getByLabelText(t.list.status), 'draft')
    await user.selectOptions(screen.getByLabelText(t.list.missing), 'ru')
    await waitFor(() =>
      expect(view.location().search).toBe('?search=open+day&status=draft&missing=ru'),
    )
    await waitFor(() => expect(lastList().get('missing')).toBe('ru'))
    expect(lastList().get('search')).toBe('open day')
    expect(lastList().get('status')).toBe('draft')
    expect(lastList().get('lang')).toBe('en')

    const pages = screen.getByRole('navigation', { name: 'Pages' })
    const second = within(pages).getByRole('link', { name: 'Next page' })
    expect(second).toHaveAttribute(
      'href',
      '/admin/content/samples?search=open+day&status=draft&missing=ru&page=2',
    )
    await user.click(second)
    await waitFor(() => expect(lastList().get('page')).toBe('2'))
    // A new filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText(t.list.status), 'published')
    await waitFor(() =>
      expect(view.location().search).toBe('?search=open+day&status=published&missing=ru'),
    )
    await user.click(screen.getByRole('link', { name: t.list.reset }))
    await waitFor(() => expect(view.location().search).toBe(''))
  })

  it('reads its filters from the address (the translation dashboard links to them)', async () => {
    renderAdmin('/admin/content/samples?missing=en&status=bogus&page=3')
    await screen.findByRole('table')
    expect(lastList().get('missing')).toBe('en')
    expect(lastList().get('status')).toBeNull()
    expect(lastList().get('page')).toBe('3')
    expect(screen.getByLabelText(t.list.missing)).toHaveValue('en')
  })

  it('opens a singleton (settings) at its one item', async () => {
    api.on(
      'GET',
      /\/admin\/settings\/1$/,
      data({ id: 1, version: 1, name: { kz: 'DBU', ru: '', en: '' } }),
    )
    api.on('GET', /\/admin\/settings\/1\/revisions$/, data([]))
    const view = renderAdmin('/admin/content/settings')
    await waitFor(() => expect(view.location().pathname).toBe('/admin/content/settings/1'))
  })
})
