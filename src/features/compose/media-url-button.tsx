import { lazy, Suspense, useRef, useState } from 'react'
import { withLaterMessages } from '@/i18n/setup'
import { MediaUrlIconButton } from './composer-toolbar'

const MediaUrlDialog = lazy(
  withLaterMessages(() => import('./media-url-dialog').then((m) => ({ default: m.MediaUrlDialog }))),
)

type MediaUrlButtonProps = {
  supportedTypes: readonly string[]
  maxBytes: number
  onFiles: (files: File[]) => void
  /** Pressed in the first view before the form was there: the dialog opens at once. */
  openAtStart?: boolean
}

/** "Add from a URL" beside "Add media": opens the dialog (its own chunk, loaded on first use). */
export function MediaUrlButton({ supportedTypes, maxBytes, onFiles, openAtStart = false }: MediaUrlButtonProps) {
  const [open, setOpen] = useState(openAtStart)
  const [used, setUsed] = useState(openAtStart)
  // The first view's button is gone: this one takes the focus before the dialog opens (a ref is
  // set before a later sibling's effects), for the dialog to give it back on closing.
  const focusAtStart = useRef(openAtStart)
  const takeFocus = (button: HTMLButtonElement | null) => {
    if (!button || !focusAtStart.current) return
    focusAtStart.current = false
    button.focus()
  }
  return (
    <>
      <MediaUrlIconButton
        ref={takeFocus}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <MediaUrlDialog
            open={open}
            onClose={() => setOpen(false)}
            supportedTypes={supportedTypes}
            maxBytes={maxBytes}
            onFile={(file) => onFiles([file])}
          />
        </Suspense>
      ) : null}
    </>
  )
}
