import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import { data, fakeApi, json, renderAdmin } from '../test/renderAdmin'
import { manager } from '../test/fixtures'
import { mail, pageOf } from './testData'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(manager))
    .on('GET', /\/admin\/applications\/summary$/, data({ new: 0, notifications: true }))
    .on(
      'GET',
      /\/admin\/outbox$/,
      data(
        pageOf([
          mail(12, {
            status: 'failed',
            recipient: 'rector@dbu.edu.kz',
            attempts: 10,
            sent_at: null,
            last_error: '550 5.1.1 mailbox unavailable',
          }),
          mail(11, { status: 'pending', attempts: 2, sent_at: null, last_error: 'timed out' }),
          mail(10),
        ]),
      ),
    )
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the outbox', () => {
  it('filters by state in the address and shows the last error of failed mail', async () => {
    const view = renderAdmin('/admin/outbox')
    const table = await screen.findByRole('table', { name: t.outbox.caption })
    const [, failed, pending, sent] = within(table).getAllByRole('row')
    expect(failed).toHaveTextContent(t.mailStatus.failed)
    expect(failed).toHaveTextContent('550 5.1.1 mailbox unavailable')
    expect(within(failed!).getByRole('link', { name: 'Application no. 42' })).toHaveAttribute(
      'href',
      '/admin/applications/42',
    )
    // Mail on its way has no "send again"; sent and failed mail has.
    expect(within(pending!).queryByRole('button')).not.toBeInTheDocument()
    expect(within(sent!).getByRole('button', { name: /^Send again/ })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText(t.outbox.status), 'failed')
    await waitFor(() => expect(view.location().search).toBe('?status=failed'))
    await waitFor(() =>
      expect(
        api
          .made('GET', /\/admin\/outbox$/)
          .at(-1)!
          .url.searchParams.get('status'),
      ).toBe('failed'),
    )
  })

  it('sends a mail again, and says why when it cannot', async () => {
    api.on('POST', /\/admin\/outbox\/12\/resend$/, () =>
      data(mail(12, { status: 'pending', attempts: 0, recipient: 'rector@dbu.edu.kz' })),
    )
    renderAdmin('/admin/outbox')
    const table = await screen.findByRole('table', { name: t.outbox.caption })
    const user = userEvent.setup()
    await user.click(within(table).getAllByRole('button', { name: /^Send again/ })[0]!)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The mail to rector@dbu.edu.kz will be sent again shortly.',
      ),
    )
    expect(api.made('POST', /\/resend$/)).toHaveLength(1)

    api.on('POST', /\/admin\/outbox\/10\/resend$/, () =>
      json(409, {
        message: 'Notifications are off: the server has no SMTP configured.',
        errors: { smtp: ['Notifications are off: the server has no SMTP configured.'] },
      }),
    )
    await user.click(within(table).getAllByRole('button', { name: /^Send again/ })[1]!)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Not sent again: Notifications are off: the server has no SMTP configured.',
      ),
    )
  })
})
