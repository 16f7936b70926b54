import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import { Link } from './Link'

describe('Link', () => {
  it('points at absolute paths as given, and at a query or hash on the current page', () => {
    renderInApp(
      <>
        <Link to="/ru/news?query=a">news</Link>
        <Link to="?page=2">next</Link>
        <Link to={{ search: '?department=3', hash: '#vacancies' }}>vacancies</Link>
      </>,
      { path: '/news-catalog?page=1' },
    )
    expect(screen.getByRole('link', { name: 'news' })).toHaveAttribute('href', '/ru/news?query=a')
    expect(screen.getByRole('link', { name: 'next' })).toHaveAttribute(
      'href',
      '/news-catalog?page=2',
    )
    expect(screen.getByRole('link', { name: 'vacancies' })).toHaveAttribute(
      'href',
      '/news-catalog?department=3#vacancies',
    )
  })

  it('moves within the app on a click, with a history entry to go back to', async () => {
    const { location, go } = renderInApp(<Link to="/news?page=2">news</Link>, { path: '/' })
    await userEvent.click(screen.getByRole('link', { name: 'news' }))
    expect(location().pathname).toBe('/news')
    expect(location().search).toBe('?page=2')
    await go(-1)
    expect(location().pathname).toBe('/')
  })

  it('adds no history entry when it leads where the visitor already is', async () => {
    const { location, go } = renderInApp(<Link to="/grants">grants</Link>, { path: '/' })
    await userEvent.click(screen.getByRole('link', { name: 'grants' }))
    await userEvent.click(screen.getByRole('link', { name: 'grants' }))
    await go(-1)
    expect(location().pathname).toBe('/')
  })

  it('gives the new entry its state', async () => {
    const { location } = renderInApp(
      <Link to="?school=1" state={{ keep: true }}>
        school
      </Link>,
      { path: '/news-catalog' },
    )
    await userEvent.click(screen.getByRole('link', { name: 'school' }))
    expect(location().search).toBe('?school=1')
    expect(location().state).toEqual({ keep: true })
  })

  it('leaves a modified click, another target or a handled click to the browser', () => {
    const { location } = renderInApp(
      <>
        <Link to="/a">plain</Link>
        <Link to="/b" target="_blank">
          tab
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          handled
        </Link>
      </>,
      { path: '/' },
    )
    // fireEvent returns false when the click's default action was prevented.
    expect(fireEvent.click(screen.getByRole('link', { name: 'plain' }), { ctrlKey: true })).toBe(
      true,
    )
    expect(fireEvent.click(screen.getByRole('link', { name: 'tab' }))).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'handled' }))
    expect(location().pathname).toBe('/')
    expect(fireEvent.click(screen.getByRole('link', { name: 'plain' }))).toBe(false)
    expect(location().pathname).toBe('/a')
  })
})
