import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '@/i18n/en'
import { jsonResponse, stubApi } from '@/test/apiStub'
import { renderInApp } from '@/test/render'
import { SchoolNewsTabs } from './SchoolNewsTabs'

const story = {
  id: 1,
  slug: 'open-day',
  title: 'Open day',
  desc: 'Come and see',
  image: null,
  published_at: '2026-11-20T10:00:00Z',
  school: null,
  tags: [],
}

/** The schools' call answers with whatever `schools` says when it is made. */
let schools: () => Response

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  schools = () => jsonResponse(503, { message: 'Unavailable' })
  stubApi({
    '/api/v1/schools': () => schools(),
    '/api/v1/news': () =>
      jsonResponse(200, {
        data: { data: [story], meta: { current_page: 1, last_page: 1, total: 1 } },
      }),
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the news tabs without the schools list', () => {
  it("show the university's news and say the schools' tabs are missing, with a Retry", async () => {
    renderInApp(<SchoolNewsTabs limit={6} label="News" />, { lang: 'en' })
    expect(await screen.findByText(en.news.schoolTabsError)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Open day' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab')).toHaveLength(1)

    schools = () =>
      jsonResponse(200, {
        data: [{ id: 7, slug: 'law', title: 'School of Law', short_title: 'Law' }],
      })
    await userEvent.click(screen.getByRole('button', { name: en.common.retry }))
    expect(await screen.findByRole('tab', { name: 'Law' })).toBeInTheDocument()
    expect(screen.queryByText(en.news.schoolTabsError)).not.toBeInTheDocument()
  })
})
