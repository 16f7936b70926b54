import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { i18n, loadLanguage } from './i18n'
import { LangContext, useT } from './LangContext'

function translator(lang: 'kz' | 'ru' | 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LangContext value={lang}>{children}</LangContext>
  )
  return renderHook(() => useT(), { wrapper }).result.current.t
}

describe('useT', () => {
  it('translates a key the same way every time, with and without options', async () => {
    await loadLanguage('en')
    const t = translator('en')
    expect(t('common.retry')).toBe(t('common.retry'))
    expect(t('common.retry')).not.toBe('common.retry')
    expect(t('search.found', { count: 2, query: 'q' })).toContain('q')
  })

  it('finds texts added after a key was asked for (a section that loads later)', async () => {
    await loadLanguage('en')
    // A key no table has: the texts' types know nothing of it.
    const t = translator('en') as unknown as (key: string) => string
    // Not there yet: i18next answers with the key.
    expect(t('late.text')).toBe('late.text')
    i18n.addResourceBundle('en', 'translation', { late: { text: 'Late text' } }, true, true)
    expect(t('late.text')).toBe('Late text')
  })
})
