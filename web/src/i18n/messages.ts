import type { kz } from './kz'

/** The shape every language table must have: the Kazakh table's keys, any string values. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type Messages = Widen<typeof kz>
