import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import { data, fakeApi, json, renderAdmin } from '../test/renderAdmin'
import { editor, manager, samples } from '../test/fixtures'
import { application, pageOf } from './testData'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(manager))
    .on('GET', /\/admin\/applications\/summary$/, data({ new: 3, notifications: true }))
    .on('GET', /\/admin\/applications$/, (call) =>
      data(
        pageOf(
          [
            application(2),
            application(1, {
              type: 'consultation',
              status: 'in_progress',
              lang: 'kz',
              name: null,
              assignee: { id: 3, email: manager.email },
            }),
          ],
          Number(call.url.searchParams.get('page') ?? 1),
          3,
          52,
        ),
      ),
    )
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const lastList = () => api.made('GET', /\/admin\/applications$/).at(-1)!.url.searchParams

describe('the applications inbox', () => {
  it('lists the submissions newest first, the new ones marked, in the staff member’s words', async () => {
    renderAdmin('/admin/applications')
    const table = await screen.findByRole('table', { name: t.inbox.caption })
    const [, fresh, taken] = within(table).getAllByRole('row')
    expect(within(fresh!).getByRole('link', { name: 'Айгүл Сәрсенова 2' })).toHaveAttribute(
      'href',
      '/admin/applications/2',
    )
    expect(fresh).toHaveAttribute('data-new')
    expect(fresh).toHaveTextContent('Vacancy response')
    expect(fresh).toHaveTextContent('visitor2@example.kz')
    expect(fresh).toHaveTextContent('Russian')
    expect(within(fresh!).getByText(t.applicationStatus.new)).toBeInTheDocument()
    // A submission without a name is named by its number.
    expect(within(taken!).getByRole('link', { name: 'Application no. 1' })).toBeInTheDocument()
    expect(taken).not.toHaveAttribute('data-new')
    expect(taken).toHaveTextContent('Consultation request')
    expect(taken).toHaveTextContent(t.applicationStatus.in_progress)
    expect(taken).toHaveTextContent(manager.email)
    expect(screen.getByText('Found: 52')).toBeInTheDocument()
    // The navigation counts the new ones.
    const nav = screen.getByRole('navigation', { name: t.nav.label })
    expect(within(nav).getByRole('link', { name: /^Applications ?\(New: 3\)$/ })).toHaveAttribute(
      'href',
      '/admin/applications',
    )
    expect(within(nav).getByRole('link', { name: t.nav.outbox })).toBeInTheDocument()
    // Routing is for administrators.
    expect(within(nav).queryByRole('link', { name: t.nav.notifications })).not.toBeInTheDocument()
    expect(screen.queryByText(t.inbox.notificationsOff)).not.toBeInTheDocument()
  })

  it('puts the filters in the address and the request: lang filters by the visitor’s language, ui is the interface’s', async () => {
    const view = renderAdmin('/admin/applications')
    await screen.findByRole('table')
    // No filter: lang is empty (it would otherwise filter by the interface language).
    expect(lastList().get('lang')).toBe('')
    expect(lastList().get('ui')).toBe('en')

    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText(t.inbox.type), 'vacancy')
    await waitFor(() => expect(view.location().search).toBe('?type=vacancy'))
    await user.selectOptions(screen.getByLabelText(t.inbox.lang), 'ru')
    await user.selectOptions(screen.getByLabelText(t.inbox.status), 'new')
    await user.type(screen.getByRole('searchbox', { name: t.inbox.search }), 'Айгүл')
    fireEvent.change(screen.getByLabelText(t.inbox.from), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText(t.inbox.to), { target: { value: '2026-11-30' } })
    await user.click(screen.getByRole('button', { name: t.inbox.apply }))
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(view.location().search))).toEqual({
        type: 'vacancy',
        lang: 'ru',
        status: 'new',
        search: 'Айгүл',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    )
    await waitFor(() => expect(lastList().get('search')).toBe('Айгүл'))
    expect(Object.fromEntries(lastList())).toEqual({
      lang: 'ru',
      ui: 'en',
      type: 'vacancy',
      status: 'new',
      search: 'Айгүл',
      from: '2026-11-01',
      to: '2026-11-30',
    })

    // The exports carry the same filters, and the interface language as ui.
    const csv = new URL(
      screen.getByRole('link', { name: t.inbox.exportCsv }).getAttribute('href')!,
      'http://localhost',
    )
    expect(csv.pathname).toBe('/api/v1/admin/applications/export')
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      lang: 'ru',
      ui: 'en',
      format: 'csv',
      type: 'vacancy',
      status: 'new',
      search: 'Айгүл',
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(screen.getByRole('link', { name: t.inbox.exportXlsx })).toHaveAttribute(
      'href',
      expect.stringContaining('format=xlsx'),
    )

    // Pages are links that keep the filters; a new filter starts again at the first page.
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    await user.click(within(pages).getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(lastList().get('page')).toBe('2'))
    expect(lastList().get('type')).toBe('vacancy')
    await user.selectOptions(screen.getByLabelText(t.inbox.lang), '')
    await waitFor(() => expect(lastList().get('lang')).toBe(''))
    expect(lastList().get('page')).toBeNull()
    expect(view.location().search).not.toContain('page=')

    await user.click(screen.getByRole('link', { name: t.inbox.reset }))
    await waitFor(() => expect(view.location().search).toBe(''))
    expect(screen.getByRole('searchbox', { name: t.inbox.search })).toHaveValue('')
  })

  it('reads its filters from the address, in the interface language of the staff member', async () => {
    renderAdmin('/admin/applications?type=question&lang=kz&page=2', { lang: 'ru' })
    const ru = allTexts.ru.admin
    await screen.findByRole('table')
    expect(lastList().get('type')).toBe('question')
    expect(lastList().get('lang')).toBe('kz')
    expect(lastList().get('ui')).toBe('ru')
    expect(lastList().get('page')).toBe('2')
    expect(screen.getByLabelText(ru.inbox.type)).toHaveValue('question')
    expect(screen.getByLabelText(ru.inbox.lang)).toHaveValue('kz')
    expect(screen.getAllByText(ru.formNames.vacancy).length).toBeGreaterThan(0)
  })

  it('shows the server’s message at each filter it refused (422), and offers no export', async () => {
    api.on('GET', /\/admin\/applications$/, () =>
      json(422, {
        message: 'Check the fields.',
        errors: { to: ['The date is not valid.'], type: ['Choose one of the options.'] },
      }),
    )
    renderAdmin('/admin/applications?from=2026-12-01&to=2026-11-01&type=letters')
    expect(await screen.findByRole('alert')).toHaveTextContent(t.inbox.invalid)
    const to = screen.getByLabelText(t.inbox.to)
    expect(to).toHaveAttribute('aria-invalid', 'true')
    expect(to).toHaveAccessibleDescription('The date is not valid.')
    const type = screen.getByLabelText(t.inbox.type)
    expect(type).toHaveAccessibleDescription('Choose one of the options.')
    // The unknown value of the link is shown as it is, so the staff member sees what to change.
    expect(type).toHaveDisplayValue('Unknown: letters')
    expect(screen.getByLabelText(t.inbox.from)).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: t.inbox.exportCsv })).not.toBeInTheDocument()
  })

  it('says when notification mail is off', async () => {
    api.on('GET', /\/admin\/applications\/summary$/, data({ new: 0, notifications: false }))
    renderAdmin('/admin/applications')
    expect(await screen.findByText(t.inbox.notificationsOff)).toBeInTheDocument()
    // No new ones: no count beside the link.
    const nav = screen.getByRole('navigation', { name: t.nav.label })
    expect(within(nav).getByRole('link', { name: t.nav.applications })).toBeInTheDocument()
  })

  it('is not for editors: no link, no call, and "not allowed" at its address', async () => {
    api.on('GET', /\/admin\/me$/, data(editor)).on('GET', /\/admin\/types$/, data([samples]))
    for (const path of ['/admin/applications', '/admin/applications/42', '/admin/outbox']) {
      const view = renderAdmin(path)
      expect(
        await screen.findByRole('heading', { name: t.app.notAllowedTitle }),
      ).toBeInTheDocument()
      const nav = screen.getByRole('navigation', { name: t.nav.label })
      await within(nav).findByRole('link', { name: 'Samples' })
      expect(within(nav).queryByRole('link', { name: /Applications/ })).not.toBeInTheDocument()
      expect(within(nav).queryByRole('link', { name: t.nav.outbox })).not.toBeInTheDocument()
      view.unmount()
    }
    expect(api.made('GET', /\/admin\/(applications|outbox)/)).toHaveLength(0)
  })
})
