import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { en } from '@/i18n/en'
import { kz } from '@/i18n/kz'
import { science } from '@/i18n/sections/science/en'
import { jsonResponse, stubApi } from '@/test/apiStub'
import { renderInApp } from '@/test/render'
import { ResearchProjects, ScienceGrants } from './ResearchCards'
import { Scientists } from './Scientists'

const project = {
  id: 7,
  slug: 'steppe-water',
  title: 'Water of the steppe',
  desc: '<p>Groundwater maps.</p>',
  years: '2023–2025',
  image: null,
}
const grant = {
  id: 2,
  slug: 'ap-19',
  title: 'AP19 grant',
  desc: 'Young scientists',
  years: '2024–2026',
  amount: '50 000 000 ₸',
  funder: 'Ministry of Science',
  image: null,
}

/** The projects' call answers with whatever `projects` says when it is made. */
let projects: () => Response

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  projects = () => jsonResponse(503, { message: 'Unavailable' })
  stubApi({
    '/api/v1/projects': () => projects(),
    '/api/v1/science-grants': () => jsonResponse(200, { data: [grant] }),
    '/api/v1/scientists': () =>
      jsonResponse(200, {
        data: [
          {
            id: 1,
            name: 'Aigerim Sadykova',
            position: 'Professor',
            degree: 'PhD',
            h_index: 12,
            photo: null,
          },
        ],
      }),
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('a research list that fails to load', () => {
  it('says so with a Retry under its heading, while the rest of the page shows', async () => {
    renderInApp(
      <>
        <ResearchProjects />
        <ScienceGrants />
      </>,
      { lang: 'en' },
    )
    const section = screen.getByRole('region', { name: science.projects.title })
    expect(await within(section).findByText(en.common.listError)).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: en.common.retry })).toBeEnabled()
    // The grants below it are not taken down with it.
    expect(await screen.findByRole('link', { name: grant.title })).toHaveAttribute(
      'href',
      '/en/science-grant/ap-19',
    )
  })

  it('loads the list when Retry is pressed and the server answers', async () => {
    renderInApp(<ResearchProjects />)
    const retry = await screen.findByRole('button', { name: kz.common.retry })
    projects = () => jsonResponse(200, { data: [project] })
    await userEvent.click(retry)
    expect(await screen.findByRole('link', { name: project.title })).toBeInTheDocument()
    expect(screen.queryByText(kz.common.listError)).not.toBeInTheDocument()
  })
})

describe("a project's scientists", () => {
  it('are person cards with their h-index', async () => {
    renderInApp(<Scientists project={7} title="Researchers" />, { lang: 'en' })
    const card = await screen.findByRole('article')
    expect(within(card).getByRole('heading', { name: 'Aigerim Sadykova' })).toBeInTheDocument()
    expect(within(card).getByText(science.scientists.hIndex)).toBeInTheDocument()
    expect(within(card).getByText('12')).toBeInTheDocument()
  })
})
