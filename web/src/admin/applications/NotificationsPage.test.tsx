import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import type { Routing } from '../api/types'
import { data, fakeApi, json, renderAdmin } from '../test/renderAdmin'
import { admin, manager, samples, settings } from '../test/fixtures'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(admin))
    .on('GET', /\/admin\/types$/, data([samples, settings]))
    .on('GET', /\/admin\/applications\/summary$/, data({ new: 0, notifications: true }))
    .on(
      'GET',
      /\/admin\/notifications$/,
      data({
        routes: [
          { form: 'question', email: 'rector@dbu.edu.kz', lang: 'ru' },
          { form: 'vacancy', email: 'hr@dbu.edu.kz', lang: 'kz' },
        ],
        notifications: true,
      } satisfies Routing),
    )
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const group = (name: string) => screen.getByRole('group', { name })

describe('the routing of notification mail', () => {
  it('shows each form’s mailboxes, adds and removes them, and saves them all', async () => {
    api.on('PUT', /\/admin\/notifications$/, (call) =>
      data({ ...(call.body as Routing), notifications: true }),
    )
    renderAdmin('/admin/notifications')
    await screen.findByRole('heading', { level: 1, name: t.routing.title })
    const vacancy = group('Vacancy response')
    expect(
      within(vacancy).getByRole('textbox', { name: /^Mailbox ?\(Vacancy response, mailbox 1\)$/ }),
    ).toHaveValue('hr@dbu.edu.kz')
    expect(
      within(vacancy).getByRole('combobox', {
        name: /^Language of the mail ?\(Vacancy response, mailbox 1\)$/,
      }),
    ).toHaveValue('kz')
    expect(group('Book request')).toHaveTextContent(t.routing.none)

    const user = userEvent.setup()
    // A second mailbox for vacancies, its mail in English; the new field takes the focus.
    await user.click(within(vacancy).getByRole('button', { name: /^Add a mailbox/ }))
    const second = within(vacancy).getByRole('textbox', { name: /mailbox 2\)$/ })
    expect(second).toHaveFocus()
    await user.type(second, 'dean@dbu.edu.kz')
    await user.selectOptions(within(vacancy).getByRole('combobox', { name: /mailbox 2\)$/ }), 'en')
    // Nobody is told of questions any more.
    await user.click(
      within(group('Question to the president')).getByRole('button', { name: /^Remove/ }),
    )
    expect(group('Question to the president')).toHaveTextContent(t.routing.none)

    await user.click(screen.getByRole('button', { name: t.routing.save }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.routing.saved))
    expect(api.made('PUT', /\/admin\/notifications$/)[0]!.body).toEqual({
      routes: [
        { form: 'vacancy', email: 'hr@dbu.edu.kz', lang: 'kz' },
        { form: 'vacancy', email: 'dean@dbu.edu.kz', lang: 'en' },
      ],
    })
  })

  it('shows the server’s message at the field of the row it refused, and focuses it', async () => {
    api.on('PUT', /\/admin\/notifications$/, () =>
      json(422, {
        message: 'Check the fields.',
        errors: { 'routes.2.email': ['Enter a valid e-mail, e.g. name@mail.kz.'] },
      }),
    )
    renderAdmin('/admin/notifications')
    await screen.findByRole('heading', { level: 1, name: t.routing.title })
    const user = userEvent.setup()
    // Rows are sent in the order shown: consultation first, then question, then vacancy.
    const consultation = group('Consultation request')
    await user.click(within(consultation).getByRole('button', { name: /^Add a mailbox/ }))
    await user.type(within(consultation).getByRole('textbox'), 'office@dbu.edu.kz')
    const vacancy = group('Vacancy response')
    const hr = within(vacancy).getByRole('textbox')
    await user.clear(hr)
    await user.type(hr, 'hr at dbu')
    await user.click(screen.getByRole('button', { name: t.routing.save }))

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Not saved. Fields to correct: 1.'),
    )
    expect(api.made('PUT', /\/admin\/notifications$/)[0]!.body).toEqual({
      routes: [
        { form: 'consultation', email: 'office@dbu.edu.kz', lang: 'en' },
        { form: 'question', email: 'rector@dbu.edu.kz', lang: 'ru' },
        { form: 'vacancy', email: 'hr at dbu', lang: 'kz' },
      ],
    })
    expect(hr).toHaveAttribute('aria-invalid', 'true')
    expect(hr).toHaveAccessibleDescription('Enter a valid e-mail, e.g. name@mail.kz.')
    expect(hr).toHaveFocus()
    expect(within(consultation).getByRole('textbox')).not.toHaveAttribute('aria-invalid')
  })

  it('is for administrators only', async () => {
    api.on('GET', /\/admin\/me$/, data(manager))
    renderAdmin('/admin/notifications')
    expect(await screen.findByRole('heading', { name: t.app.notAllowedTitle })).toBeInTheDocument()
    expect(api.made('GET', /\/admin\/notifications$/)).toHaveLength(0)
  })
})
