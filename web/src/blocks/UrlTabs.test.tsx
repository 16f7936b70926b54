import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import { UrlTabs } from './UrlTabs'

const tabs = ['upcoming', 'past'].map((id) => ({
  id,
  label: id,
  render: () => <p>{id} events</p>,
}))

describe('UrlTabs', () => {
  it('opens the tab the URL names, keeping other parameters', () => {
    renderInApp(<UrlTabs param="events" label="Events" tabs={tabs} />, {
      path: '/events?events=past&page=2',
    })
    expect(screen.getByRole('tab', { name: 'past' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('past events')
  })

  it('falls back to the first tab for a missing or unknown id', () => {
    renderInApp(<UrlTabs param="events" label="Events" tabs={tabs} />, {
      path: '/events?events=nope',
    })
    expect(screen.getByRole('tab', { name: 'upcoming' })).toHaveAttribute('aria-selected', 'true')
  })

  it('writes the choice into the URL, and the first tab as no parameter', async () => {
    const { location } = renderInApp(<UrlTabs param="events" label="Events" tabs={tabs} />, {
      path: '/events?page=2',
    })
    await userEvent.click(screen.getByRole('tab', { name: 'past' }))
    expect(location().search).toBe('?page=2&events=past')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('past events')
    await userEvent.keyboard('{ArrowLeft}')
    expect(location().search).toBe('?page=2')
    expect(screen.getByRole('tab', { name: 'upcoming' })).toHaveFocus()
  })
})
