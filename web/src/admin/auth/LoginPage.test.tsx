import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import { data, fakeApi, json, renderAdmin } from '../test/renderAdmin'
import { editor, samples } from '../test/fixtures'

vi.setConfig({ testTimeout: 20_000 })

let api: ReturnType<typeof fakeApi>
let signedIn = false

beforeEach(() => {
  signedIn = false
  api = fakeApi()
    .on('GET', /\/admin\/me$/, () =>
      signedIn ? data(editor) : json(401, { message: 'no session' }),
    )
    .on('GET', /\/admin\/types$/, data([samples]))
    .on('GET', /\/admin\/translations$/, data([]))
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

async function signIn(password: string) {
  const t = allTexts.en.admin.login
  await userEvent.type(await screen.findByLabelText(t.email), 'editor@dbu.edu.kz')
  await userEvent.type(screen.getByLabelText(t.password), password)
  await userEvent.click(screen.getByRole('button', { name: t.submit }))
}

describe('signing in', () => {
  it('sends a visitor without a session to the login screen, and back after signing in', async () => {
    api.on('POST', /\/admin\/login$/, () => {
      signedIn = true
      return data(editor)
    })
    const view = renderAdmin('/admin/content/samples?missing=ru')
    await waitFor(() => expect(view.location().pathname).toBe('/admin/login'))
    expect(view.location().search).toBe(
      `?next=${encodeURIComponent('/admin/content/samples?missing=ru')}`,
    )
    api.on(
      'GET',
      /\/admin\/samples$/,
      data({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
    )
    await signIn('a good password')
    await waitFor(() => expect(view.location().pathname).toBe('/admin/content/samples'))
    expect(view.location().search).toBe('?missing=ru')
    expect(api.made('POST', /\/admin\/login$/)[0]!.body).toEqual({
      email: 'editor@dbu.edu.kz',
      password: 'a good password',
    })
  })

  it('says a wrong e-mail or password (401) without saying which', async () => {
    api.on('POST', /\/admin\/login$/, json(401, { message: 'unauthorized' }))
    renderAdmin('/admin/login')
    await signIn('wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent(allTexts.en.admin.login.wrong)
    expect(screen.getByLabelText(allTexts.en.admin.login.password)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByLabelText(allTexts.en.admin.login.email)).toHaveFocus()
  })

  it('says when to try again after too many attempts (429), in the chosen language', async () => {
    api.on(
      'POST',
      /\/admin\/login$/,
      json(429, { message: 'too many requests' }, { 'Retry-After': '300' }),
    )
    renderAdmin('/admin/login', { lang: 'ru' })
    const t = allTexts.ru.admin.login
    await userEvent.type(await screen.findByLabelText(t.email), 'editor@dbu.edu.kz')
    await userEvent.type(screen.getByLabelText(t.password), 'whatever')
    await userEvent.click(screen.getByRole('button', { name: t.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много попыток. Повторите через 5 мин.',
    )
    expect(document.documentElement.lang).toBe('ru')
  })

  it('remembers the interface language chosen on the login screen', async () => {
    renderAdmin('/admin/login', { lang: 'kz' })
    expect(
      await screen.findByRole('heading', { name: allTexts.kz.admin.login.title }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(
      await screen.findByRole('heading', { name: allTexts.en.admin.login.title }),
    ).toBeInTheDocument()
    expect(localStorage.getItem('bilim.admin.lang')).toBe('en')
  })
})
