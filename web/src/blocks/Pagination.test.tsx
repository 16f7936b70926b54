import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import { Pagination } from './Pagination'

describe('Pagination', () => {
  it('renders page links with the current page marked', () => {
    renderInApp(
      <Pagination meta={{ current_page: 3, last_page: 10 }} hrefFor={(n) => `?page=${n}`} />,
      {
        lang: 'en',
        path: '/en/news-catalog',
      },
    )
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'href',
      '/en/news-catalog?page=4',
    )
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/news-catalog?page=2',
    )
    expect(within(nav).getByRole('link', { name: 'Next page' })).toBeInTheDocument()
  })

  it('has no previous link on the first page and nothing for a single page', () => {
    const { unmount } = renderInApp(
      <Pagination meta={{ current_page: 1, last_page: 2 }} hrefFor={(n) => `?page=${n}`} />,
      {
        lang: 'ru',
      },
    )
    expect(screen.queryByRole('link', { name: 'Предыдущая страница' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toBeInTheDocument()
    unmount()
    renderInApp(
      <Pagination meta={{ current_page: 1, last_page: 1 }} hrefFor={(n) => `?page=${n}`} />,
    )
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })
})
