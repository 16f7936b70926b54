import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { readPreferredLang } from '@/i18n/preference'
import { renderInApp } from '@/test/render'
import { LanguageSwitcher } from './LanguageSwitcher'

describe('LanguageSwitcher', () => {
  beforeEach(() => localStorage.clear())

  it('links to the same page and query in every language', () => {
    renderInApp(<LanguageSwitcher />, { lang: 'ru', path: '/ru/news-catalog?school=66&page=2' })
    expect(screen.getByRole('link', { name: 'Қазақша' })).toHaveAttribute(
      'href',
      '/news-catalog?school=66&page=2',
    )
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/news-catalog?school=66&page=2',
    )
    expect(screen.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true')
  })

  it('remembers the chosen language', async () => {
    const { location } = renderInApp(<LanguageSwitcher />, { lang: 'kz', path: '/news' })
    await userEvent.click(screen.getByRole('link', { name: 'English' }))
    expect(readPreferredLang()).toBe('en')
    expect(location().pathname).toBe('/en/news')
  })
})
