import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { newIdempotencyKey } from '@/lib/idempotency'
import { settingsOf } from '@/lib/client-config'
import type { DraftTarget } from '@/lib/drafts'
import { trackPress } from '@/lib/track-press'
import { visibilityOptions, type ComposerMode } from './compose-rules'
import { composerReducer, composerStart, type ComposerAction } from './composer-state'
import { askMore, handoffOf, NOTHING_ASKED } from './first-view-handoff'
import type { ComposerHandoff, ComposerResume } from './form-loader'
import type { ComposerInitial, DraftSink } from './use-draft'

type Args = {
  mode: Exclude<ComposerMode, { kind: 'edit' }>
  user: CredentialAccount
  initial: ComposerInitial
  sink: DraftSink
  target: DraftTarget | null
  focusOnOpen?: boolean
  textRef: RefObject<HTMLTextAreaElement | null>
  onWake: (handoff: () => ComposerHandoff | null) => void
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/**
 * The first view's events that ask for the complete form: Ctrl+Enter (when the setting is on),
 * files pasted into the text box or dropped on the form, and a drag over it. A hook: its handlers
 * reach the first view's refs.
 */
const useEvents = (
  takeFiles: (files: File[]) => void,
  wake: (ask?: Partial<ComposerResume>) => void,
  user: CredentialAccount,
) => ({
  onKeyDown: (event: KeyboardEvent) => {
    if (settingsOf(user).ctrlEnterEnabled && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      wake({ publish: true })
    }
  },
  onPaste: (event: ClipboardEvent) => {
    const files = Array.from(event.clipboardData?.files ?? [])
    if (files.length === 0) return
    event.preventDefault()
    takeFiles(files)
  },
  onDragOver: (event: DragEvent) => {
    if (!hasFiles(event)) return
    event.preventDefault()
    wake()
  },
  onDrop: (event: DragEvent) => {
    if (!hasFiles(event)) return
    event.preventDefault()
    takeFiles(Array.from(event.dataTransfer.files))
  },
})

/**
 * The first view's state (the composer's reducer; the text, visibility and sensitivity are kept as
 * they change) and the hand-over: each use of the form asks for the complete form (`onWake`),
 * which takes over unless the file picker is open or a pointer is pressed in the form.
 */
export function useFirstView({ mode, user, initial, sink, target, focusOnOpen, textRef, onWake }: Args) {
  const options = visibilityOptions(mode, user.id)
  const [state, dispatch] = useReducer(composerReducer, null, () =>
    composerStart(initial, options, initial.idempotencyKey ?? newIdempotencyKey()),
  )
  // The latest fields, for the hand-over (read when the complete form arrives, not at render).
  const latest = useRef(state)
  useLayoutEffect(() => void (latest.current = state))
  const asked = useRef<ComposerResume>({ ...NOTHING_ASKED, files: [] })
  const choosing = useRef(false)
  // While a pointer is pressed in the form, the form must not be swapped: a press on one button
  // and its release on the new form's would be no click at all (a lost Publish).
  const pressing = useRef(false)
  const handoff = () =>
    choosing.current || pressing.current ? null : handoffOf(latest.current, initial, asked.current, textRef.current)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => void (alive.current = false)
  }, [])
  const wake = (ask?: Partial<ComposerResume>) => {
    if (!alive.current) return
    if (ask) asked.current = askMore(asked.current, ask)
    onWake(handoff)
  }
  const change = (action: ComposerAction) => {
    dispatch(action)
    const next = (latest.current = composerReducer(latest.current, action))
    if (action.type === 'toggle-poll') return
    const { text, visibility, sensitive, idempotencyKey } = next
    // The title (Mitra 5.6+) is the complete form's field: kept as the draft had it.
    const { title, poll } = initial
    sink.save({ text, title, visibility, sensitive, poll, media: [...initial.media], target, idempotencyKey })
  }
  // Replies, quotes and drafts with more than text (a title too) need the complete form at once.
  const needsAll =
    focusOnOpen || mode.kind !== 'new' || initial.media.length > 0 || initial.poll !== null || initial.title !== ''
  useEffect(() => {
    const el = textRef.current
    if (focusOnOpen && el) {
      el.focus()
      el.setSelectionRange(el.value.length, el.value.length)
    }
    if (needsAll) onWake(handoff)
    // Once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const choiceEnd = () => {
    choosing.current = false
    wake()
  }
  const takeFiles = (files: File[]) => {
    choosing.current = false
    wake(files.length > 0 ? { files } : undefined)
  }
  const onChoosing = () => {
    choosing.current = true
    // Where the picker's cancel event is missing, the page getting the focus back ends it.
    window.addEventListener('focus', () => setTimeout(choiceEnd, 1000), { once: true })
  }
  // After the click a release makes (and whatever it asked for), the form may take over.
  const onPointerDown = () => trackPress(pressing, wake)
  const events = useEvents(takeFiles, wake, user)
  return {
    state,
    options,
    change,
    wake,
    files: { onFiles: takeFiles, onChoosing, onChoiceEnd: choiceEnd },
    /** The form's own events: any use of it asks for the complete form. */
    form: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault()
        wake({ publish: true })
      },
      onFocus: () => wake(),
      onPointerEnter: () => wake(),
      onPointerDown,
      onTouchStart: () => wake(),
      onDragOver: events.onDragOver,
      onDrop: events.onDrop,
    },
    text: {
      onPaste: events.onPaste,
      onKeyDown: events.onKeyDown,
    },
  }
}
