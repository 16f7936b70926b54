import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Employee } from '@/api/employees'
import { renderInApp } from '@/test/render'
import { EmployeeCards } from './EmployeeCards'

const person = (id: number, fields: Partial<Employee> = {}): Employee => ({
  id,
  type: 'coach',
  name: `Person ${id}`,
  position: 'Career coach',
  degree: 'Master of Psychology',
  bio: '',
  email: `person${id}@dbu.edu.kz`,
  phone: '+7 (727) 300-50-64',
  photo: `/assets/media/person-${id}.svg`,
  ...fields,
})

describe('EmployeeCards', () => {
  it('shows each person with a photo named after them, the position and contact links', () => {
    renderInApp(<EmployeeCards employees={[person(1), person(2)]} />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('heading', { level: 3, name: 'Person 1' })).toBeInTheDocument()
    const photo = first.getByRole('img', { name: 'Person 1' })
    expect(photo).toHaveAttribute('width')
    expect(photo).toHaveAttribute('height')
    expect(first.getByText('Career coach')).toBeInTheDocument()
    expect(first.getByRole('link', { name: 'person1@dbu.edu.kz' })).toHaveAttribute(
      'href',
      'mailto:person1@dbu.edu.kz',
    )
    expect(first.getByRole('link', { name: '+7 (727) 300-50-64' })).toHaveAttribute(
      'href',
      'tel:+77273005064',
    )
  })

  it('leaves out the contacts a person does not have', () => {
    renderInApp(
      <EmployeeCards employees={[person(3, { email: '', phone: '' })]} headingLevel={4} />,
    )
    expect(screen.getByRole('heading', { level: 4, name: 'Person 3' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('stands in skeletons while the list loads', () => {
    const { container } = renderInApp(<EmployeeCards employees={undefined} skeletonCount={3} />)
    expect(container.querySelector('[aria-busy="true"]')?.children).toHaveLength(3)
  })
})
