import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import { Accordion } from './Accordion'

const items = ['Fees', 'Dormitory', 'Exams'].map((title, id) => ({
  id,
  title,
  content: <p>{title} answer</p>,
}))

describe('Accordion', () => {
  it('starts closed, each header a button inside a heading that controls its region', () => {
    renderInApp(<Accordion items={items} headingLevel={4} />)
    const button = screen.getByRole('button', { name: 'Fees' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button.parentElement?.tagName).toBe('H4')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible()
  })

  it('opens several items at once and closes them again', async () => {
    renderInApp(<Accordion items={items} />)
    await userEvent.click(screen.getByRole('button', { name: 'Fees' }))
    await userEvent.click(screen.getByRole('button', { name: 'Exams' }))
    expect(screen.getByRole('region', { name: 'Fees' })).toHaveTextContent('Fees answer')
    expect(screen.getByRole('region', { name: 'Exams' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Exams' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Fees' }))
    expect(screen.queryByRole('region', { name: 'Fees' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Exams' })).toBeVisible()
  })

  it('works by keyboard: Enter and Space toggle, arrows, Home and End move', async () => {
    renderInApp(<Accordion items={items} />)
    const [fees, dormitory, exams] = screen.getAllByRole('button')
    await userEvent.tab()
    expect(fees).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(fees).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(dormitory).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(dormitory).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{End}')
    expect(exams).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(fees).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(exams).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(fees).toHaveFocus()
  })
})
