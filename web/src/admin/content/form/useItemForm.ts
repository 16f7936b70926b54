// The state of an edit form: the fields being edited, the server's field errors, and whether
// anything changed since the last load or save. A change clears the errors of what it changed.
import { useCallback, useMemo, useReducer } from 'react'
import type { Fields } from '../../api/types'
import { setAt, withoutErrorsUnder, type Path } from './values'

export interface FormState {
  values: Fields
  errors: Record<string, string[]>
  dirty: boolean
}

type Action =
  | { type: 'load'; values: Fields }
  | { type: 'change'; path: Path; value: unknown }
  | { type: 'errors'; errors: Record<string, string[]> }
  | { type: 'saved'; values: Fields }

function reduce(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'load':
      return { values: action.values, errors: {}, dirty: false }
    case 'change':
      return {
        values: setAt(state.values, action.path, action.value),
        errors: withoutErrorsUnder(state.errors, action.path),
        dirty: true,
      }
    case 'errors':
      return { ...state, errors: action.errors }
    case 'saved':
      // Still dirty when something changed while the save was on its way.
      return { ...state, errors: {}, dirty: state.values !== action.values }
  }
}

export function useItemForm(initial: () => Fields) {
  const [state, dispatch] = useReducer(reduce, initial, (make): FormState => ({
    values: make(),
    errors: {},
    dirty: false,
  }))
  const change = useCallback(
    (path: Path, value: unknown) => dispatch({ type: 'change', path, value }),
    [],
  )
  const load = useCallback((values: Fields) => dispatch({ type: 'load', values }), [])
  const setErrors = useCallback(
    (errors: Record<string, string[]>) => dispatch({ type: 'errors', errors }),
    [],
  )
  const saved = useCallback((values: Fields) => dispatch({ type: 'saved', values }), [])
  return useMemo(
    () => ({ ...state, change, load, setErrors, saved }),
    [state, change, load, setErrors, saved],
  )
}
