import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/test/render'
import type { PageParam } from '@/pageParams'
import { useUrlFilter } from './useUrlFilter'

// Renders the hook inside a router; reads the URL and goes back through it.
function setup(initial: string, name: PageParam = 'school') {
  const result: { current: ReturnType<typeof useUrlFilter> | null } = { current: null }
  function Probe() {
    result.current = useUrlFilter(name)
    return null
  }
  const app = renderInApp(<Probe />, { path: initial })
  return {
    value: () => result.current?.[0],
    set: (value: string) => act(() => result.current?.[1](value)),
    search: () => app.location().search,
    back: () => app.go(-1),
  }
}

describe('useUrlFilter', () => {
  it('reads the parameter, or empty when it is absent', () => {
    expect(setup('/list?school=3').value()).toBe('3')
    expect(setup('/list').value()).toBe('')
  })

  it('sets the parameter, keeps the others and goes back to page 1', () => {
    const filter = setup('/list?language=en&page=4')
    filter.set('7')
    expect(filter.value()).toBe('7')
    expect(filter.search()).toBe('?language=en&school=7')
  })

  it('removes the parameter when set to empty', () => {
    const filter = setup('/list?school=7&form=2')
    filter.set('')
    expect(filter.value()).toBe('')
    expect(filter.search()).toBe('?form=2')
  })

  it('pushes a history entry, so Back restores the previous filter', async () => {
    const filter = setup('/list?school=1')
    filter.set('2')
    expect(filter.value()).toBe('2')
    await filter.back()
    expect(filter.value()).toBe('1')
  })

  it('keeps both of two filters chosen before the page shows the first', () => {
    const result: { language?: (v: string) => void; form?: (v: string) => void } = {}
    function Filters() {
      result.language = useUrlFilter('language')[1]
      result.form = useUrlFilter('form')[1]
      return null
    }
    const app = renderInApp(<Filters />, { path: '/list?page=2' })
    act(() => {
      result.language?.('1')
      result.form?.('31')
    })
    expect(app.location().search).toBe('?language=1&form=31')
  })
})
