// The status of a form (spec section 4): isLoaded while a submit is under way, isSuccess for 3 s
// after the server stored it, isError for 1 s (3 s for the summer-school and service forms) after
// it failed. A submit goes out only when the form is valid and neither flag is on.
import { useCallback, useEffect, useReducer, useRef } from 'react'

export interface FormStatus {
  /** A submit is being validated or sent. */
  isLoaded: boolean
  isError: boolean
  isSuccess: boolean
}

export const SUCCESS_MS = 3000
export const ERROR_MS = 1000
/** The summer-school and service forms keep their error longer. */
export const LONG_ERROR_MS = 3000

export const idleStatus: FormStatus = { isLoaded: false, isError: false, isSuccess: false }

export type StatusEvent =
  | { type: 'start' }
  | { type: 'invalid' }
  | { type: 'success' }
  | { type: 'failure' }
  | { type: 'successOver' }
  | { type: 'errorOver' }

export function statusReducer(status: FormStatus, event: StatusEvent): FormStatus {
  switch (event.type) {
    case 'start':
      return { ...status, isLoaded: true }
    case 'invalid':
      return { ...status, isLoaded: false }
    case 'success':
      return { isLoaded: false, isError: false, isSuccess: true }
    case 'failure':
      return { isLoaded: false, isError: true, isSuccess: false }
    case 'successOver':
      return { ...status, isSuccess: false }
    case 'errorOver':
      return { ...status, isError: false }
  }
}

/** Whether a valid form may be sent now: no flag is on and no other submit is under way. */
export function maySend(status: FormStatus): boolean {
  return !status.isError && !status.isSuccess
}

/** What the submit button says. */
export type ButtonState = 'idle' | 'sending' | 'sent' | 'error'

export function buttonState(status: FormStatus): ButtonState {
  if (status.isSuccess) return 'sent'
  if (status.isError) return 'error'
  if (status.isLoaded) return 'sending'
  return 'idle'
}

/**
 * The status with its timers. `start` marks a submit attempt; `invalid` ends it without a request;
 * `succeed` and `fail` end it with the server's answer and turn their flag off after its time.
 */
export function useFormStatus(errorMs: number = ERROR_MS) {
  const [status, dispatch] = useReducer(statusReducer, idleStatus)
  const current = useRef(status)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    current.current = status
  }, [status])
  useEffect(() => () => clearTimeout(timer.current), [])

  const later = useCallback((event: StatusEvent, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => dispatch(event), ms)
  }, [])

  const start = useCallback(() => {
    // A second submit while one is under way, or while a flag is on, does not go out.
    if (current.current.isLoaded || !maySend(current.current)) return false
    current.current = statusReducer(current.current, { type: 'start' })
    dispatch({ type: 'start' })
    return true
  }, [])
  const invalid = useCallback(() => {
    current.current = statusReducer(current.current, { type: 'invalid' })
    dispatch({ type: 'invalid' })
  }, [])
  const succeed = useCallback(() => {
    current.current = statusReducer(current.current, { type: 'success' })
    dispatch({ type: 'success' })
    later({ type: 'successOver' }, SUCCESS_MS)
  }, [later])
  const fail = useCallback(() => {
    current.current = statusReducer(current.current, { type: 'failure' })
    dispatch({ type: 'failure' })
    later({ type: 'errorOver' }, errorMs)
  }, [later, errorMs])

  return { status, start, invalid, succeed, fail }
}
