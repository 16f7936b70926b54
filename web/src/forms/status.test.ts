import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buttonState,
  ERROR_MS,
  idleStatus,
  LONG_ERROR_MS,
  maySend,
  statusReducer,
  SUCCESS_MS,
  useFormStatus,
} from './status'

describe('the status flags', () => {
  it('has the spec timings', () => {
    expect([SUCCESS_MS, ERROR_MS, LONG_ERROR_MS]).toEqual([3000, 1000, 3000])
  })

  it('a submit may go out only when neither the error nor the success flag is on', () => {
    expect(maySend(idleStatus)).toBe(true)
    expect(maySend({ ...idleStatus, isError: true })).toBe(false)
    expect(maySend({ ...idleStatus, isSuccess: true })).toBe(false)
  })

  it('an invalid form only clears isLoaded', () => {
    const started = statusReducer(idleStatus, { type: 'start' })
    expect(started.isLoaded).toBe(true)
    expect(statusReducer(started, { type: 'invalid' })).toEqual(idleStatus)
    const withError = { ...idleStatus, isError: true, isLoaded: true }
    expect(statusReducer(withError, { type: 'invalid' })).toEqual({ ...withError, isLoaded: false })
  })

  it('names the button state', () => {
    expect(buttonState(idleStatus)).toBe('idle')
    expect(buttonState({ ...idleStatus, isLoaded: true })).toBe('sending')
    expect(buttonState({ ...idleStatus, isSuccess: true })).toBe('sent')
    expect(buttonState({ ...idleStatus, isError: true })).toBe('error')
  })
})

describe('useFormStatus timings', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps isSuccess for 3 s, and blocks another submit meanwhile', () => {
    const { result } = renderHook(() => useFormStatus())
    act(() => {
      expect(result.current.start()).toBe(true)
    })
    expect(result.current.status.isLoaded).toBe(true)
    act(() => result.current.succeed())
    expect(result.current.status).toEqual({ isLoaded: false, isError: false, isSuccess: true })
    act(() => {
      expect(result.current.start()).toBe(false)
    })
    act(() => vi.advanceTimersByTime(SUCCESS_MS - 1))
    expect(result.current.status.isSuccess).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.status).toEqual(idleStatus)
    act(() => {
      expect(result.current.start()).toBe(true)
    })
  })

  it('keeps isError for 1 s by default', () => {
    const { result } = renderHook(() => useFormStatus())
    act(() => {
      result.current.start()
      result.current.fail()
    })
    expect(result.current.status.isError).toBe(true)
    act(() => {
      expect(result.current.start()).toBe(false)
    })
    act(() => vi.advanceTimersByTime(999))
    expect(result.current.status.isError).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.status.isError).toBe(false)
  })

  it('keeps isError for 3 s for the summer-school and service forms', () => {
    const { result } = renderHook(() => useFormStatus(LONG_ERROR_MS))
    act(() => {
      result.current.start()
      result.current.fail()
    })
    act(() => vi.advanceTimersByTime(2999))
    expect(result.current.status.isError).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.status.isError).toBe(false)
  })

  it('refuses a second submit while one is under way', () => {
    const { result } = renderHook(() => useFormStatus())
    act(() => {
      expect(result.current.start()).toBe(true)
      expect(result.current.start()).toBe(false)
    })
  })

  it('stops its timer when the form goes away', () => {
    const { result, unmount } = renderHook(() => useFormStatus())
    act(() => {
      result.current.start()
      result.current.succeed()
    })
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
