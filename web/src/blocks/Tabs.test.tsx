import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import { Tabs } from './Tabs'

const tabs = ['All', 'Economics', 'Law'].map((label) => ({
  id: label.toLowerCase(),
  label,
  render: () => <p>{label} panel</p>,
}))

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab', () => {
    renderInApp(<Tabs label="News by school" tabs={tabs} />)
    expect(screen.getByRole('tablist', { name: 'News by school' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'All' })).toHaveTextContent('All panel')
    expect(screen.queryByText('Law panel')).not.toBeInTheDocument()
  })

  it('switches panels by click', async () => {
    renderInApp(<Tabs label="News" tabs={tabs} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Law' }))
    expect(screen.getByRole('tab', { name: 'Law' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Law panel')
  })

  it('points only at the panel that is in the document', async () => {
    renderInApp(<Tabs label="News" tabs={tabs} />)
    await userEvent.click(screen.getByRole('tab', { name: 'Economics' }))
    const controlled = screen
      .getAllByRole('tab')
      .map((tab) => tab.getAttribute('aria-controls'))
      .filter(Boolean)
    expect(controlled).toEqual([screen.getByRole('tabpanel').id])
  })

  it('moves with arrow keys, Home and End, keeping one tab in the tab order', async () => {
    renderInApp(<Tabs label="News" tabs={tabs} />)
    const [all, economics, law] = screen.getAllByRole('tab')
    await userEvent.tab()
    expect(all).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(economics).toHaveFocus()
    expect(economics).toHaveAttribute('aria-selected', 'true')
    expect(all).toHaveAttribute('tabindex', '-1')
    await userEvent.keyboard('{End}')
    expect(law).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(all).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(law).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('All panel')
  })
})
