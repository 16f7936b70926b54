import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, lazyChunk } from './lazyChunk'

describe('lazyChunk', () => {
  const reload = vi.fn()

  beforeEach(() => {
    sessionStorage.clear()
    reload.mockReset()
    vi.stubGlobal('location', { ...window.location, reload })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('returns the module', async () => {
    await expect(lazyChunk(() => Promise.resolve({ ok: true }))()).resolves.toEqual({ ok: true })
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads the page once when a chunk fails to load', async () => {
    const failing = lazyChunk(() => Promise.reject(new TypeError('Failed to fetch module')))
    void failing()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull()
  })

  it('gives up after one reload and lets the error screen show', async () => {
    // Another chunk of the reloaded page loading fine does not re-arm the reload.
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 2_000))
    await lazyChunk(() => Promise.resolve({ ok: true }))()
    const failing = lazyChunk(() => Promise.reject(new TypeError('Failed to fetch module')))
    await expect(failing()).rejects.toThrow('Failed to fetch module')
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads again for a later deploy', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 3_600_000))
    void lazyChunk(() => Promise.reject(new TypeError('Failed to fetch module')))()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })
})
