import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import type { ApplicationChange, ApplicationDetail } from '../api/types'
import { data, fakeApi, json, renderAdmin } from '../test/renderAdmin'
import { admin, manager } from '../test/fixtures'
import { detail, mail, pageOf } from './testData'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

let api: ReturnType<typeof fakeApi>
/** The submission as the fake server holds it; a PATCH changes it as the real one does. */
let stored: ApplicationDetail

beforeEach(() => {
  stored = detail()
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(manager))
    .on('GET', /\/admin\/applications\/summary$/, data({ new: 1, notifications: true }))
    .on(
      'GET',
      /\/admin\/applications\/assignees$/,
      data([
        { id: 1, email: admin.email },
        { id: 3, email: manager.email },
      ]),
    )
    .on('GET', /\/admin\/applications\/42$/, () => data(stored))
    .on('PATCH', /\/admin\/applications\/42$/, (call) => {
      const change = call.body as ApplicationChange
      if (change.note !== undefined && !change.note?.trim())
        return json(422, { message: 'Check', errors: { note: ['Fill in this field.'] } })
      stored = {
        ...stored,
        status: change.status ?? stored.status,
        assignee:
          change.assignee === undefined
            ? stored.assignee
            : change.assignee === null
              ? null
              : { id: change.assignee, email: change.assignee === 1 ? admin.email : manager.email },
        notes: change.note
          ? [
              ...stored.notes,
              { id: 1, at: '2026-11-24T10:00:00Z', email: manager.email, text: change.note },
            ]
          : stored.notes,
      }
      return data(stored)
    })
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('a submission', () => {
  it('shows every field by its label, where and when it came from, and its files to download', async () => {
    renderAdmin('/admin/applications/42')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vacancy response, no. 42' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Vacancy response, no. 42 — Bilim admin'))
    const fields = screen.getByRole('region', { name: t.application.fields })
    const pairs = within(fields)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(pairs).toEqual([
      ['Name or student number', 'Айгүл Сәрсенова'],
      ['E-mail', 'aigul@example.kz'],
      ['Vacancy', 'Lecturer in finance (#3)'],
      ['CV', 'cv.pdf'],
    ])
    const about = screen.getByRole('region', { name: t.application.about })
    expect(about).toHaveTextContent('Russian')
    expect(within(about).getByRole('link', { name: /^\/ru\/development-office/ })).toHaveAttribute(
      'href',
      '/ru/development-office',
    )
    const files = screen.getByRole('region', { name: t.application.files })
    const cv = within(files).getByRole('link', { name: /^Download: ?cv\.pdf$/ })
    expect(cv).toHaveAttribute('href', '/api/v1/admin/applications/42/files/f1')
    // The name is the server's (Content-Disposition), never the visitor's.
    expect(cv).toHaveAttribute('download', '')
    expect(files).toHaveTextContent('PDF, 20 KB')
    const mailbox = screen.getByRole('region', { name: t.application.mail })
    expect(mailbox).toHaveTextContent('hr@dbu.edu.kz')
    expect(within(mailbox).getByText(t.mailStatus.sent)).toBeInTheDocument()
    // The staff member's language reaches the server, which labels the fields in it.
    expect(api.made('GET', /\/admin\/applications\/42$/)[0]!.url.searchParams.get('lang')).toBe(
      'en',
    )
  })

  it('changes the status and the assignee as soon as they are chosen', async () => {
    renderAdmin('/admin/applications/42')
    const status = await screen.findByRole('combobox', { name: t.application.status })
    expect(status).toHaveValue('new')
    const user = userEvent.setup()
    await user.selectOptions(status, 'in_progress')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Status changed: In progress.'),
    )
    expect(api.made('PATCH', /\/admin\/applications\/42$/).map((call) => call.body)).toEqual([
      { status: 'in_progress' },
    ])
    expect(status).toHaveValue('in_progress')
    // The new count in the navigation is read again.
    await waitFor(() => expect(api.made('GET', /\/summary$/).length).toBeGreaterThan(1))

    const assignee = screen.getByRole('combobox', { name: t.application.assignee })
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(3))
    await user.selectOptions(assignee, admin.email)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`Assigned to ${admin.email}.`),
    )
    await user.selectOptions(assignee, t.application.nobody)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(t.application.unassigned),
    )
    expect(api.made('PATCH', /\/admin\/applications\/42$/).map((call) => call.body)).toEqual([
      { status: 'in_progress' },
      { assignee: 1 },
      { assignee: null },
    ])
  })

  it('adds a note, and shows the server’s message for an empty one', async () => {
    renderAdmin('/admin/applications/42')
    const notes = await screen.findByRole('region', { name: t.application.notes })
    expect(notes).toHaveTextContent(t.application.noNotes)
    const user = userEvent.setup()
    const box = within(notes).getByRole('textbox', { name: t.application.note })
    await user.type(box, '   ')
    await user.click(within(notes).getByRole('button', { name: t.application.addNote }))
    await waitFor(() => expect(box).toHaveAccessibleDescription(/Fill in this field\./))
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveFocus()

    await user.clear(box)
    await user.type(box, 'Called back, interview on Monday.')
    await user.click(within(notes).getByRole('button', { name: t.application.addNote }))
    expect(await within(notes).findByText('Called back, interview on Monday.')).toBeInTheDocument()
    expect(notes).toHaveTextContent(manager.email)
    expect(box).toHaveValue('')
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(api.made('PATCH', /\/admin\/applications\/42$/).at(-1)!.body).toEqual({
      note: 'Called back, interview on Monday.',
    })
  })

  it('is deleted only after a confirmation, then the list says so', async () => {
    api
      .on('DELETE', /\/admin\/applications\/42$/, json(204, null))
      .on('GET', /\/admin\/applications$/, data(pageOf([])))
    const view = renderAdmin('/admin/applications/42')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: t.application.remove }))
    const dialog = screen.getByRole('dialog', { name: t.application.removeConfirm })
    await user.click(within(dialog).getByRole('button', { name: t.edit.cancel }))
    expect(api.made('DELETE', /./)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: t.application.remove }))
    await user.click(
      within(screen.getByRole('dialog', { name: t.application.removeConfirm })).getByRole(
        'button',
        { name: t.application.confirm },
      ),
    )
    await waitFor(() => expect(view.location().pathname).toBe('/admin/applications'))
    expect(await screen.findByText(t.inbox.removed)).toBeInTheDocument()
    expect(api.made('DELETE', /\/admin\/applications\/42$/)).toHaveLength(1)
  })

  it('says "not found" for a submission that is gone', async () => {
    api.on('GET', /\/admin\/applications\/7$/, json(404, { message: 'Not found' }))
    renderAdmin('/admin/applications/7')
    expect(await screen.findByRole('heading', { name: t.app.notFoundTitle })).toBeInTheDocument()
  })

  it('shows a mail that failed with its last error', async () => {
    stored = detail({
      mail: [
        mail(9, {
          status: 'failed',
          sent_at: null,
          attempts: 10,
          last_error: '550 mailbox unavailable',
        }),
      ],
    })
    renderAdmin('/admin/applications/42')
    const mailbox = await screen.findByRole('region', { name: t.application.mail })
    expect(within(mailbox).getByText(t.mailStatus.failed)).toBeInTheDocument()
    expect(mailbox).toHaveTextContent('550 mailbox unavailable')
    expect(mailbox).toHaveTextContent('Attempts: 10')
  })
})
