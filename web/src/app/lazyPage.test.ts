import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, lazyPage } from './lazyPage'

describe('lazyPage', () => {
  const reload = vi.fn()
  const assign = vi.fn()

  beforeEach(() => {
    sessionStorage.clear()
    reload.mockReset()
    assign.mockReset()
    vi.stubGlobal('location', { ...window.location, reload, assign })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('returns the module and clears the reload flag', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1')
    await expect(lazyPage(() => Promise.resolve({ ok: true }))()).resolves.toEqual({ ok: true })
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull()
  })

  it('reloads the page once when a chunk fails to load', async () => {
    const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch module')))
    void failing()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull()
  })

  it('loads the page a client-side navigation was going to', async () => {
    const failing = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch module')),
      () => '/en/news-catalog?school=66',
    )
    void failing()
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/en/news-catalog?school=66'))
    expect(reload).not.toHaveBeenCalled()
  })

  it('gives up after one reload and lets the error screen show', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1')
    const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch module')))
    await expect(failing()).rejects.toThrow('Failed to fetch module')
    expect(reload).not.toHaveBeenCalled()
  })
})
