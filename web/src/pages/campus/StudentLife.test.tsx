import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '@/i18n/en'
import { campus } from '@/i18n/sections/campus/en'
import { jsonResponse, stubApi } from '@/test/apiStub'
import { renderInApp } from '@/test/render'
import { Awards, Organizations } from './StudentLife'

/** The organisations' call answers with whatever `organizations` says when it is made. */
let organizations: () => Response

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  organizations = () => jsonResponse(500, { message: 'Internal error' })
  stubApi({
    '/api/v1/organizations': () => organizations(),
    '/api/v1/awards': () =>
      jsonResponse(200, {
        data: [{ id: 1, title: 'Debate cup', desc: 'First place', year: 2025, image: null }],
      }),
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('a student-life list that fails to load', () => {
  it('says so with a Retry in its place, while the rest of the page shows', async () => {
    renderInApp(
      <>
        <Organizations />
        <Awards />
      </>,
      { lang: 'en' },
    )
    const section = screen.getByRole('region', { name: campus.organizations.title })
    expect(await within(section).findByText(en.common.listError)).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: en.common.retry })).toBeEnabled()
    // The awards below it are not taken down with it.
    expect(await screen.findByRole('heading', { name: 'Debate cup' })).toBeInTheDocument()
  })

  it('loads the list when Retry is pressed and the server answers', async () => {
    renderInApp(<Organizations />, { lang: 'en' })
    const retry = await screen.findByRole('button', { name: en.common.retry })
    organizations = () =>
      jsonResponse(200, {
        data: [
          {
            id: 3,
            title: 'Student council',
            desc: 'The students’ voice',
            logo: null,
            leader: 'A. Nurlanova',
            email: 'council@example.kz',
          },
        ],
      })
    await userEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'Student council' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'council@example.kz' })).toHaveAttribute(
      'href',
      'mailto:council@example.kz',
    )
    expect(screen.queryByText(en.common.listError)).not.toBeInTheDocument()
  })
})
