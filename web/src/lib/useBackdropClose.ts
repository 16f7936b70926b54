// Closing a modal <dialog> with a press on its backdrop (the dialog element itself, outside its
// panel). Keyboard users close it with Escape, the dialog's own cancel.
import { useRef, type MouseEvent } from 'react'

/**
 * The dialog's mouse handlers. A press must start and end on the backdrop: selecting text in a
 * field and letting go outside the panel ends with a click on the backdrop too, and closing then
 * would lose what was typed.
 */
export function useBackdropClose(onClose: () => void) {
  const pressedOnBackdrop = useRef(false)
  return {
    onMouseDown(event: MouseEvent<HTMLDialogElement>) {
      pressedOnBackdrop.current = event.target === event.currentTarget
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
      pressedOnBackdrop.current = false
    },
  }
}
