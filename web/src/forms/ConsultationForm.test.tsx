import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formProofs } from '@/api/formProof'
import { forgetServiceToken } from '@/api/serviceAuth'
import { allTexts } from '@/i18n/allTexts'
import { renderInApp } from '@/test/render'
import { ConsultationForm } from './ConsultationForm'
import { UTM_STORAGE_KEY } from './utm'
import { instantChallenge } from '@/test/formChallenge'

const { forms, formFields: t } = allTexts.ru

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

const challenge = (minFillMs = 0) => answer(200, instantChallenge(minFillMs))

/** The POSTs the form made (login, submission); challenges are counted aside. */
let calls: { url: string; body: unknown; headers: Record<string, string> }[] = []
let challenges = 0
let challengeAnswer: () => Response
let submission: () => Response

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  forgetServiceToken()
  formProofs.discard()
  calls = []
  challenges = 0
  challengeAnswer = () => challenge()
  submission = () => answer(201, { data: { id: 7, type: 'consultation', created_at: 'now' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/v1/forms/challenge')) {
        challenges += 1
        return challengeAnswer()
      }
      calls.push({
        url,
        body: JSON.parse(String(init.body)),
        headers: init.headers as Record<string, string>,
      })
      if (url.startsWith('/api/v1/auth/login'))
        return answer(200, { data: { access_token: 'tok', token_type: 'Bearer', expires_in: 900 } })
      return submission()
    }),
  )
  sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ UTM_SOURCE: 'google' }))
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  sessionStorage.clear()
})

function renderForm() {
  renderInApp(<ConsultationForm pageType="static" pageSlug="library" />, {
    lang: 'ru',
    path: '/ru/library',
  })
  return screen.getByRole('form', { name: forms.consultation.title })
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/ФИО/), 'Айгерим Сарсенова')
  await user.type(screen.getByLabelText(/Телефон/), '7012345678')
  await user.type(screen.getByLabelText(/Электронная почта/), 'aigerim@example.kz')
  await user.type(screen.getByLabelText(/Ваш вопрос/), 'Какие есть гранты?')
  await user.click(screen.getByLabelText(t.consent))
}

describe('the consultation form', () => {
  it('flags every required field in Russian and sends nothing when empty', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: t.status.send }))

    expect(await screen.findByText(t.errors.fio)).toBeInTheDocument()
    expect(screen.getAllByText(t.errors.required)).toHaveLength(3) // e-mail, phone, question
    expect(screen.getByText(t.errors.consent)).toBeInTheDocument()
    for (const name of [/ФИО/, /Телефон/, /Электронная почта/, /Ваш вопрос/]) {
      expect(screen.getByLabelText(name)).toHaveAttribute('aria-invalid', 'true')
    }
    expect(calls).toEqual([])
    expect(screen.getByRole('button', { name: t.status.send })).toBeInTheDocument()
  })

  it('clears a field error as soon as the field becomes valid', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: t.status.send }))
    await user.type(screen.getByLabelText(/Электронная почта/), 'a@b.KZ')
    expect(await screen.findByText(t.errors.email)).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/Электронная почта/))
    await user.type(screen.getByLabelText(/Электронная почта/), 'a@b.kz')
    await waitFor(() => expect(screen.queryByText(t.errors.email)).not.toBeInTheDocument())
  })

  it('sends a valid form with the page and UTM tags, then shows "Sent!" and thanks for 3 s', async () => {
    const user = userEvent.setup()
    renderForm()
    await fill(user)
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('+7 (701) 234-56-78')

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: t.status.send }))

    expect(await screen.findByRole('button', { name: t.status.sent })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(t.status.thanks)
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/auth/login?lang=ru',
      '/api/v1/applications/consultation?lang=ru',
    ])
    expect(calls[1]?.body).toEqual({
      fio: 'Айгерим Сарсенова',
      email: 'aigerim@example.kz',
      phone: '+7 (701) 234-56-78',
      message: 'Какие есть гранты?',
      page_type: 'static',
      page_slug: 'library',
      tags: { UTM_SOURCE: 'google' },
    })
    // The form is cleared.
    expect(screen.getByLabelText(/ФИО/)).toHaveValue('')
    expect(screen.getByLabelText(t.consent)).not.toBeChecked()

    act(() => vi.advanceTimersByTime(3000))
    expect(screen.getByRole('button', { name: t.status.send })).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('does not send again while "Sent!" is showing', async () => {
    const user = userEvent.setup()
    renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: t.status.send }))
    await screen.findByRole('button', { name: t.status.sent })
    await fill(user)
    fireEvent.submit(screen.getByRole('form', { name: forms.consultation.title }))
    await act(async () => {})
    expect(calls.filter((c) => c.url.includes('/applications/'))).toHaveLength(1)
  })

  it('shows the server’s 422 messages on their fields and "Error!" for 1 s', async () => {
    submission = () =>
      answer(422, { message: 'invalid', errors: { email: ['Такой адрес не принимается'] } })
    const user = userEvent.setup()
    renderForm()
    await fill(user)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: t.status.send }))

    expect(await screen.findByRole('button', { name: t.status.error })).toBeInTheDocument()
    expect(screen.getByText('Такой адрес не принимается')).toBeInTheDocument()
    expect(screen.getByLabelText(/Электронная почта/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(t.status.checkFields)
    // The values stay for the visitor to correct.
    expect(screen.getByLabelText(/ФИО/)).toHaveValue('Айгерим Сарсенова')

    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: t.status.send })).toBeInTheDocument()
  })

  it('solves its challenge in the background and sends the proof with the submission', async () => {
    const user = userEvent.setup()
    renderForm()
    // Fetched as soon as the form is shown, before the visitor has typed anything.
    await waitFor(() => expect(challenges).toBe(1))
    // No puzzle, no extra checkbox: only the consent.
    expect(screen.getAllByRole('checkbox')).toEqual([screen.getByLabelText(t.consent)])
    await fill(user)
    await user.click(screen.getByRole('button', { name: t.status.send }))
    await screen.findByRole('button', { name: t.status.sent })

    const sent = calls.find((c) => c.url.includes('/applications/'))
    expect(JSON.parse(atob(sent?.headers['X-Altcha'] ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: '2bc990059473448e6ebd442aa16bfaa0567ac03dd094876bdb1fd834abe42c1e',
      number: 0,
      salt: 'salt',
      signature: 'sig',
    })
    expect(sent?.headers['X-Honeypot']).toBe('')
    // The next proof is already on its way for the next submission.
    await waitFor(() => expect(challenges).toBe(2))
  })

  it('says "Sending…" until the form has been open for the minimum fill time', async () => {
    challengeAnswer = () => challenge(20_000)
    const user = userEvent.setup()
    renderForm()
    await fill(user)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: t.status.send }))

    expect(await screen.findByRole('button', { name: t.status.sending })).toBeInTheDocument()
    expect(calls.filter((c) => c.url.includes('/applications/'))).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(await screen.findByRole('button', { name: t.status.sent })).toBeInTheDocument()
    expect(calls.filter((c) => c.url.includes('/applications/'))).toHaveLength(1)
  })

  it('has a honeypot no person reaches, and tells the server when a bot filled it', async () => {
    const user = userEvent.setup()
    renderForm()
    const honeypot = screen.getByLabelText(t.honeypot)
    // Not announced, not in the tab order, not autofilled.
    expect(screen.queryByRole('textbox', { name: t.honeypot })).not.toBeInTheDocument()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')

    // A bot fills every field it finds.
    await fill(user)
    await user.type(honeypot, 'http://spam.example')
    await user.click(screen.getByRole('button', { name: t.status.send }))
    await screen.findByRole('button', { name: t.status.sent })
    const sent = calls.find((c) => c.url.includes('/applications/'))
    expect(decodeURIComponent(sent?.headers['X-Honeypot'] ?? '')).toBe('http://spam.example')
  })

  it('says in the visitor’s language when the form cannot be verified', async () => {
    challengeAnswer = () => answer(503, { message: 'unavailable' })
    const user = userEvent.setup()
    renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: t.status.send }))
    expect(await screen.findByRole('button', { name: t.status.error })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(t.status.unverified)
    expect(calls.filter((c) => c.url.includes('/applications/'))).toEqual([])
  })

  it('shows the error state when the service login fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { message: 'wrong credentials' })),
    )
    const user = userEvent.setup()
    renderForm()
    await fill(user)
    await user.click(screen.getByRole('button', { name: t.status.send }))
    expect(await screen.findByRole('button', { name: t.status.error })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(t.status.unavailable)
  })
})
