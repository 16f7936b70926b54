import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import type { ContentType, Item } from '../../api/types'
import { data, fakeApi, renderAdmin, type Call } from '../../test/renderAdmin'
import { editor, page, sample, summary } from '../../test/fixtures'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

const tr = (kz: string, en = kz) => ({ kz, ru: '', en })

/** A type with one optional and one required reference, and a list of references. */
const articles: ContentType = {
  name: 'articles',
  singleton: false,
  title_field: 'title',
  slug_field: null,
  list_fields: [],
  publishable: true,
  fields: [
    { name: 'title', kind: 'translated', required: true },
    { name: 'school', kind: 'reference', required: false, reference: 'schools' },
    { name: 'department', kind: 'reference', required: true, reference: 'schools' },
    { name: 'projects', kind: 'references', required: false, reference: 'projects' },
  ],
}
const schoolsType: ContentType = { ...articles, name: 'schools', fields: [] }
// A type whose title is another field: the chosen item's title is read from it.
const projectsType: ContentType = { ...articles, name: 'projects', title_field: 'name', fields: [] }

/** Many schools: a search answers the first 20 matches of them, as the server does. */
const schools = [
  summary(1, 'Бизнес мектебі'),
  summary(2, 'Инженерия мектебі'),
  summary(3, 'Құқық мектебі'),
  ...Array.from({ length: 30 }, (_, i) => summary(100 + i, `Факультет ${i + 1}`)),
]
const projects = [summary(2, 'Жоба'), summary(3, 'Басқа жоба'), summary(4, 'Үшінші жоба')]

function searchOf(items: typeof schools) {
  return (call: Call) => {
    const search = (call.url.searchParams.get('search') ?? '').toLowerCase()
    const perPage = Number(call.url.searchParams.get('per_page') ?? 20)
    const found = items.filter((item) => JSON.stringify(item.title).toLowerCase().includes(search))
    return data({
      ...page(found.slice(0, perPage)),
      meta: { current_page: 1, last_page: 1, per_page: perPage, total: found.length },
    })
  }
}

function article(overrides: Partial<Item> = {}): Item {
  const { id, status, publish_at, version, created_at, updated_at, updated_by, public_path } =
    sample()
  return {
    id,
    status,
    publish_at,
    version,
    created_at,
    updated_at,
    updated_by,
    public_path,
    missing: { ru: [], en: [] },
    title: tr('Мақала', 'Article'),
    // 105 is not among the first matches: its title is read from the item.
    school: 105,
    department: 2,
    projects: [2],
    ...overrides,
  }
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(editor))
    .on('GET', /\/admin\/types$/, data([articles, schoolsType, projectsType]))
    .on('GET', /\/admin\/articles\/7$/, data(article(), { ETag: '"3"' }))
    .on('GET', /\/admin\/articles\/7\/revisions$/, data([]))
    .on('GET', /\/admin\/schools$/, searchOf(schools))
    .on('GET', /\/admin\/projects$/, searchOf(projects))
    .on('GET', /\/admin\/schools\/\d+$/, (call) => {
      const id = Number(call.url.pathname.split('/').pop())
      return data({ id, title: schools.find((school) => school.id === id)!.title })
    })
    .on('GET', /\/admin\/projects\/\d+$/, (call) => {
      const id = Number(call.url.pathname.split('/').pop())
      return data({ id, name: projects.find((project) => project.id === id)!.title })
    })
    .on('PUT', /\/admin\/articles\/7$/, (call) => data({ ...article(), ...(call.body as object) }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function openArticle() {
  renderAdmin('/admin/content/articles/7')
  await screen.findByRole('heading', { level: 1, name: 'Article' })
  return userEvent.setup()
}

const school = () => screen.getByRole('combobox', { name: 'School' })
const searches = (type: string) =>
  api
    .made('GET', new RegExp(`/admin/${type}$`))
    .map((call) => Object.fromEntries(call.url.searchParams))

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: t.edit.save }))
  await screen.findByText(t.edit.saved)
  return api.made('PUT', /\/admin\/articles\/7$/).at(-1)!.body as Record<string, unknown>
}

describe('a reference field', () => {
  it('shows the chosen item by its title, read from the item, and loads no list for it', async () => {
    await openArticle()
    await waitFor(() => expect(school()).toHaveValue('Факультет 6'))
    expect(screen.getByRole('combobox', { name: /^Department/ })).toHaveValue('Инженерия мектебі')
    expect(api.made('GET', /\/admin\/schools\/105$/)).toHaveLength(1)
    // Nothing is searched until the picker is used: a type may hold tens of thousands of items.
    expect(searches('schools')).toEqual([])
    expect(school()).toHaveAttribute('aria-expanded', 'false')
    expect(school()).toHaveAccessibleDescription(t.picker.hint)
  })

  it('searches what is typed, once typing pauses, and offers the matches', async () => {
    const user = await openArticle()
    await waitFor(() => expect(school()).toHaveValue('Факультет 6'))
    await user.clear(school())
    await user.type(school(), 'мектеб')
    const list = await screen.findByRole('listbox', { name: 'School' })
    expect(school()).toHaveAttribute('aria-expanded', 'true')
    expect(school()).toHaveAttribute('aria-controls', list.id)
    await waitFor(() =>
      // Each match by its title, with its slug to tell alike titles apart.
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Бизнес мектебі, item-1', 'Инженерия мектебі, item-2', 'Құқық мектебі, item-3']),
    )
    // One call for the typed text, not one per keystroke, asking for one short page.
    expect(searches('schools').filter((params) => params.search)).toEqual([
      { lang: 'en', search: 'мектеб', per_page: '20' },
    ])
    expect(screen.getAllByText('Found: 3').length).toBeGreaterThan(0)

    await user.clear(school())
    await user.type(school(), 'zzz')
    await waitFor(() => expect(school()).toHaveAttribute('aria-expanded', 'false'))
    expect(screen.getAllByText(t.picker.noMatches).length).toBeGreaterThan(0)
  })

  it('says when more items match than it shows', async () => {
    const user = await openArticle()
    await user.click(school())
    await screen.findByRole('listbox', { name: 'School' })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20))
    expect(
      screen.getAllByText('Showing the first 20 of 33. Type more to narrow the search.').length,
    ).toBeGreaterThan(0)
  })

  it('moves through the matches with the arrow keys and chooses with Enter', async () => {
    const user = await openArticle()
    await waitFor(() => expect(school()).toHaveValue('Факультет 6'))
    await user.clear(school())
    await user.type(school(), 'мектеб')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    expect(school()).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const second = screen.getByRole('option', { name: /^Инженерия мектебі/ })
    expect(school()).toHaveAttribute('aria-activedescendant', second.id)
    expect(second).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}{ArrowUp}')
    // Up from the first match wraps to the last.
    expect(school()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /^Құқық мектебі/ }).id,
    )
    await user.keyboard('{Enter}')
    expect(school()).toHaveValue('Құқық мектебі')
    expect(school()).toHaveAttribute('aria-expanded', 'false')
    expect(school()).toHaveFocus()
    expect((await save(user)).school).toBe(3)
    // The title came with the search: the chosen item is not read again.
    expect(api.made('GET', /\/admin\/schools\/3$/)).toHaveLength(0)
  })

  it('chooses a match with the pointer, and Escape gives up a search', async () => {
    const user = await openArticle()
    await waitFor(() => expect(school()).toHaveValue('Факультет 6'))
    await user.clear(school())
    await user.type(school(), 'бизнес')
    await user.click(await screen.findByRole('option', { name: /^Бизнес мектебі/ }))
    expect(school()).toHaveValue('Бизнес мектебі')

    await user.clear(school())
    await user.type(school(), 'құқ')
    await screen.findByRole('option', { name: /^Құқық мектебі/ })
    await user.keyboard('{Escape}')
    expect(school()).toHaveAttribute('aria-expanded', 'false')
    expect(school()).toHaveValue('Бизнес мектебі')
    expect((await save(user)).school).toBe(1)
  })

  it('clears an optional reference; a required one has no clear button', async () => {
    const user = await openArticle()
    await waitFor(() => expect(school()).toHaveValue('Факультет 6'))
    await user.click(screen.getByRole('button', { name: 'Clear: School' }))
    expect(school()).toHaveValue('')
    expect(school()).toHaveAttribute('placeholder', t.edit.none)
    expect(school()).toHaveFocus()
    expect(screen.getByText('School: choice cleared.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear: School' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Clear: Department/ })).not.toBeInTheDocument()
    const body = await save(user)
    expect(body.school).toBeNull()
    expect(body.department).toBe(2)
  })
})

describe('a references field', () => {
  it('lists the chosen items by title and adds and removes them', async () => {
    const user = await openArticle()
    const group = screen.getByRole('group', { name: 'Projects' })
    // The chosen project's title is its `name`, read from the item.
    await within(group).findByText('Жоба')
    expect(group).toHaveAccessibleDescription('Selected: 1')
    const add = within(group).getByRole('combobox', { name: t.picker.add })
    await user.type(add, 'жоба')
    const list = await screen.findByRole('listbox', { name: t.picker.add })
    expect(list).toHaveAttribute('aria-multiselectable', 'true')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3))
    expect(within(list).getByRole('option', { name: /^Жоба/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(within(list).getByRole('option', { name: /^Үшінші жоба/ }))
    // The list stays open for the next choice.
    expect(add).toHaveAttribute('aria-expanded', 'true')
    expect(within(list).getByRole('option', { name: /^Үшінші жоба/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(group).toHaveAccessibleDescription('Selected: 2')
    expect(screen.getByText('Added: Үшінші жоба.')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(add).toHaveValue('')

    await user.click(within(group).getByRole('button', { name: 'Remove: Жоба' }))
    expect(within(group).queryByText('Жоба')).not.toBeInTheDocument()
    expect(screen.getByText('Removed: Жоба.')).toBeInTheDocument()
    expect(add).toHaveFocus()
    expect((await save(user)).projects).toEqual([4])
  })
})
