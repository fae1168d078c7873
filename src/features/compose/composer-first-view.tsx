import { useLingui } from '@lingui/react/macro'
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { newIdempotencyKey } from '@/api/statuses/idempotency'
import type { Visibility } from '@/api/statuses/types'
import { settingsOf } from '@/lib/client-config'
import type { DraftTarget } from '@/lib/drafts'
import { trackPress } from '@/lib/track-press'
import { Avatar } from '@/ui/avatar'
import { leavesElement } from '@/ui/leaves-element'
import {
  canPublish,
  DEFAULT_MAX_CHARACTERS,
  initialVisibility,
  remainingCharacters,
  showsCounter,
  subjectOf,
  visibilityOptions,
  type ComposerMode,
} from './compose-rules'
import { ComposerToolbar } from './composer-toolbar'
import type { ComposerHandoff, ComposerResume } from './form-loader'
import { insertEmoji } from './insert-emoji'
import { acceptList } from './media-rules'
import { newPoll, pollIsComplete } from './poll-rules'
import type { ComposerInitial, DraftSink } from './use-draft'
import styles from './composer.module.css'

type ComposerFirstViewProps = {
  mode: Exclude<ComposerMode, { kind: 'edit' }>
  user: CredentialAccount
  instance: Instance | undefined
  initial: ComposerInitial
  sink: DraftSink
  target: DraftTarget | null
  formRef: RefObject<HTMLFormElement | null>
  onFocusLeave: () => void
  onDone?: () => void
  focusOnOpen?: boolean
  /**
   * Asks for the complete form; called with what it takes over each time something is asked of
   * it. The hand-over gives null while the file picker is open: the picked files come to this view.
   */
  onWake: (handoff: () => ComposerHandoff | null) => void
}

const NOTHING_ASKED: ComposerResume = { files: [], preview: false, publish: false, selection: null }

/**
 * The composer as it first shows: the same form, text box and controls, with their labels, and
 * usable for typing at once (the draft is kept as it changes). The rest of the composer (uploads,
 * publishing, poll editor, preview, suggestions) loads on the first focus, pointer or touch in
 * the form, and takes over with the text, the selection and whatever was asked meanwhile.
 */
export function ComposerFirstView({
  mode,
  user,
  instance,
  initial,
  sink,
  target,
  formRef,
  onFocusLeave,
  onDone,
  focusOnOpen,
  onWake,
}: ComposerFirstViewProps) {
  const { t } = useLingui()
  const textId = useId()
  const counterId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const options = visibilityOptions(mode, user.id)
  const config = instance?.configuration
  const supportedTypes = config?.media_attachments?.supported_mime_types ?? []
  const [text, setText] = useState(initial.text)
  // Until the person picks one, the visibility follows the account's default, which may still
  // change (a user restored from the offline copy is refreshed once online).
  const [chosenVisibility, setVisibility] = useState<Visibility | null>(() =>
    initial.visibility && options.includes(initial.visibility) ? initial.visibility : null,
  )
  const visibility = chosenVisibility ?? initialVisibility(options, user)
  const [sensitive, setSensitive] = useState(initial.sensitive)
  const [pollOn, setPollOn] = useState(initial.poll !== null)
  const [idempotencyKey] = useState(() => initial.idempotencyKey ?? newIdempotencyKey())
  const asked = useRef<ComposerResume>({ ...NOTHING_ASKED, files: [] })
  // The latest fields, for the hand-over (read when the complete form arrives, not at render).
  const latest = useRef({ text, visibility: chosenVisibility, sensitive, pollOn })
  useLayoutEffect(() => {
    latest.current = { text, visibility: chosenVisibility, sensitive, pollOn }
  })

  const choosing = useRef(false)
  // While a pointer is pressed in the form, the form must not be swapped: a press on one button
  // and its release on the new form's would be no click at all (a lost Publish).
  const pressing = useRef(false)
  const handoff = (): ComposerHandoff | null => {
    if (choosing.current || pressing.current) return null
    const now = latest.current
    const el = textRef.current
    const focused = el !== null && document.activeElement === el
    return {
      initial: {
        ...initial,
        text: now.text,
        visibility: now.visibility,
        sensitive: now.sensitive,
        poll: now.pollOn ? (initial.poll ?? newPoll()) : null,
        idempotencyKey,
      },
      resume: { ...asked.current, selection: focused ? { start: el.selectionStart, end: el.selectionEnd } : null },
    }
  }
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => void (alive.current = false)
  }, [])
  const wake = (ask?: Partial<ComposerResume>) => {
    if (!alive.current) return
    if (ask) asked.current = { ...asked.current, ...ask, files: [...asked.current.files, ...(ask.files ?? [])] }
    onWake(handoff)
  }

  const keep = (fields: { text?: string; visibility?: Visibility | null; sensitive?: boolean }) => {
    const next = { ...latest.current, ...fields }
    sink.save({
      text: next.text,
      visibility: next.visibility,
      sensitive: next.sensitive,
      poll: initial.poll,
      media: [...initial.media],
      target,
      idempotencyKey,
    })
  }

  // Replies, quotes and drafts with more than text need the complete form at once.
  const needsAll = focusOnOpen || mode.kind !== 'new' || initial.media.length > 0 || initial.poll !== null
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

  const remaining = remainingCharacters(text, config?.statuses?.max_characters ?? DEFAULT_MAX_CHARACTERS)
  const counter = showsCounter(remaining)
  const pollIncomplete = pollOn && !(initial.poll && pollIsComplete(initial.poll))
  const target_ = mode.kind === 'new' ? null : subjectOf(mode.post).account.acct
  const formLabel =
    mode.kind === 'reply' ? t`Reply to @${target_}` : mode.kind === 'quote' ? t`Quote post by @${target_}` : t`New post`
  const placeholder =
    mode.kind === 'reply' ? t`Write your reply` : mode.kind === 'quote' ? t`Add a comment` : t`What's on your mind?`

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    wake({ publish: true })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (settingsOf(user).ctrlEnterEnabled && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      wake({ publish: true })
    }
  }
  const takeFiles = (files: File[]) => {
    choosing.current = false
    wake(files.length > 0 ? { files } : undefined)
  }
  const choiceEnd = () => {
    choosing.current = false
    wake()
  }
  const onPaste = (event: ClipboardEvent) => {
    const files = Array.from(event.clipboardData?.files ?? [])
    if (files.length === 0) return
    event.preventDefault()
    takeFiles(files)
  }
  const onDragOver = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer?.types ?? []).includes('Files')) return
    event.preventDefault()
    wake()
  }
  const onDrop = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer?.types ?? []).includes('Files')) return
    event.preventDefault()
    takeFiles(Array.from(event.dataTransfer.files))
  }
  const insertPicked = (emoji: string, custom: boolean) => {
    const el = textRef.current
    const next = insertEmoji(text, el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length, emoji, custom)
    setText(next.text)
    keep({ text: next.text })
  }

  return (
    <form
      ref={formRef}
      className={[styles.composer, mode.kind !== 'new' && styles.inline].filter(Boolean).join(' ')}
      aria-label={formLabel}
      onSubmit={onSubmit}
      onFocus={() => wake()}
      onPointerEnter={() => wake()}
      // After the click a release makes (and whatever it asked for), the form may take over.
      onPointerDown={() => trackPress(pressing, wake)}
      onTouchStart={() => wake()}
      onDragOver={onDragOver}
      onDrop={onDrop}
      onBlur={(event) => {
        if (leavesElement(event)) onFocusLeave()
      }}
    >
      <span className={styles.avatar}>
        <Avatar account={user} size={42} />
      </span>
      <div className={styles.editor}>
        <div className={styles.field}>
          <label htmlFor={textId} className={styles.hiddenLabel}>
            {t`Post text`}
          </label>
          <textarea
            ref={textRef}
            id={textId}
            className={styles.text}
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              keep({ text: event.target.value })
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            placeholder={placeholder}
            rows={3}
            aria-invalid={remaining < 0 || undefined}
            aria-describedby={counter ? counterId : undefined}
            aria-autocomplete="list"
          />
        </div>
        <ComposerToolbar
          accept={supportedTypes.length ? acceptList(supportedTypes) : null}
          onFiles={takeFiles}
          onChoosing={() => {
            choosing.current = true
            // Where the picker's cancel event is missing, the page getting the focus back ends it.
            window.addEventListener('focus', () => setTimeout(choiceEnd, 1000), { once: true })
          }}
          onChoiceEnd={choiceEnd}
          pollOn={pollOn}
          onTogglePoll={() => {
            setPollOn((on) => !on)
            wake()
          }}
          onEmoji={insertPicked}
          onEmojiClosed={() => requestAnimationFrame(() => textRef.current?.focus())}
          previewing={false}
          canPreview={text.trim().length > 0}
          onTogglePreview={() => wake({ preview: true })}
          sensitive={sensitive}
          onSensitive={(value) => {
            setSensitive(value)
            keep({ sensitive: value })
          }}
          visibility={visibility}
          visibilityOptions={options}
          onVisibility={(value) => {
            setVisibility(value)
            keep({ visibility: value })
          }}
          remaining={remaining}
          counterId={counterId}
          showCounter={counter}
          onCancel={mode.kind === 'new' ? null : () => onDone?.()}
          canSubmit={canPublish({ text, remaining, submitting: false, uploading: false, pollIncomplete })}
          submitting={false}
          submitLabel={t`Publish`}
        />
      </div>
    </form>
  )
}
