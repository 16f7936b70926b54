import { createContext, useContext } from 'react'
import type { Media, MediaKind } from '../api/types'

/** Opens the screen's media picker; `onPick` gets the chosen (or just uploaded) file. */
export type PickMedia = (kind: MediaKind, onPick: (media: Media) => void) => void

export const PickerContext = createContext<PickMedia>(() => {})

export const usePickMedia = () => useContext(PickerContext)
