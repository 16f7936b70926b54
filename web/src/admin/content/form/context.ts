// What every field editor of an edit form shares: the way to change a value, the server's field
// errors, and a live region for what a screen reader should hear (an element moved, removed).
import { createContext, useContext } from 'react'
import type { Path } from './values'

export interface FormContextValue {
  change: (path: Path, value: unknown) => void
  errors: Record<string, string[]>
  announce: (text: string) => void
}

export const FormContext = createContext<FormContextValue>({
  change: () => {},
  errors: {},
  announce: () => {},
})

export const useForm = () => useContext(FormContext)
