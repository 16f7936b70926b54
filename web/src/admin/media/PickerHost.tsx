// One media picker per screen, opened by any field (or the rich-text editor) that needs a file.
// It is rendered beside the screen's content, not inside the edit form, so its upload form is
// never nested in another form.
import { useCallback, useState, type ReactNode } from 'react'
import type { Media, MediaKind } from '../api/types'
import { MediaPicker } from './MediaPicker'
import { PickerContext } from './pickerContext'

export function PickerHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{
    kind: MediaKind
    onPick: (media: Media) => void
  } | null>(null)
  const pick = useCallback(
    (kind: MediaKind, onPick: (media: Media) => void) => setRequest({ kind, onPick }),
    [],
  )
  return (
    <PickerContext value={pick}>
      {children}
      <MediaPicker
        open={request !== null}
        kind={request?.kind ?? 'image'}
        onClose={() => setRequest(null)}
        onPick={(media) => {
          setRequest(null)
          request?.onPick(media)
        }}
      />
    </PickerContext>
  )
}
