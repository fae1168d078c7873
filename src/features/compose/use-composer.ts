import { useRef, useState, type RefObject } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { newIdempotencyKey } from '@/api/statuses/idempotency'
import { useCreateStatus, usePreviewStatus, useUpdateStatus } from '@/api/statuses/mutations'
import type { Status, Visibility } from '@/api/statuses/types'
import type { DraftFields, DraftTarget } from '@/lib/drafts'
import {
  canPublish,
  DEFAULT_MAX_CHARACTERS,
  initialVisibility,
  quotedIdOf,
  remainingCharacters,
  subjectOf,
  visibilityOptions,
  type ComposerMode,
} from './compose-rules'
import { DEFAULT_MAX_ATTACHMENTS } from './media-rules'
import { newPoll, pollInput, pollIsComplete, type PollDraft } from './poll-rules'
import { useAttachments } from './use-attachments'
import { useDraftPersistence, type ComposerInitial, type DraftSink } from './use-draft'

type Args = {
  mode: ComposerMode
  user: CredentialAccount
  instance: Instance | undefined
  initial: ComposerInitial
  sink: DraftSink | null
  target: DraftTarget | null
  formRef: RefObject<HTMLFormElement | null>
  textRef: RefObject<HTMLTextAreaElement | null>
  onDone?: (saved?: Status) => void
}

/**
 * The composer's state and actions: every field of the draft (kept through the sink as it
 * changes), publishing with one idempotency key until it succeeds, the media description
 * reminder, and the reset after publishing. Failures keep every field as it is.
 */
export function useComposer({ mode, user, instance, initial, sink, target, formRef, textRef, onDone }: Args) {
  const config = instance?.configuration
  const maxCharacters = config?.statuses?.max_characters ?? DEFAULT_MAX_CHARACTERS
  const supportedTypes = config?.media_attachments?.supported_mime_types ?? []
  const editing = mode.kind === 'edit'
  const options = visibilityOptions(mode, user.id)

  const [text, setTextState] = useState(initial.text)
  const [caret, setCaret] = useState(initial.text.length)
  // Until the person picks one, the visibility follows the account's default, which may still
  // change (a user restored from the offline copy is refreshed once online).
  const [chosenVisibility, setVisibility] = useState<Visibility | null>(() =>
    initial.visibility && options.includes(initial.visibility) ? initial.visibility : null,
  )
  const visibility = chosenVisibility ?? initialVisibility(options, user)
  const [sensitive, setSensitive] = useState(initial.sensitive)
  const [poll, setPoll] = useState<PollDraft | null>(initial.poll)
  const [idempotencyKey, setIdempotencyKey] = useState(() => initial.idempotencyKey ?? newIdempotencyKey())
  const [previewing, setPreviewing] = useState(false)
  const [published, setPublished] = useState(0)
  const [reminding, setReminding] = useState(false)
  const media = useAttachments({
    initial: initial.media,
    supportedTypes,
    maxAttachments: config?.statuses?.max_media_attachments ?? DEFAULT_MAX_ATTACHMENTS,
  })
  const create = useCreateStatus()
  const update = useUpdateStatus()
  const preview = usePreviewStatus()
  const saving = editing ? update : create
  // A second press before the first one's state has rendered must not send again.
  const sending = useRef(false)

  const fields: DraftFields = {
    text,
    sensitive,
    visibility: chosenVisibility,
    poll,
    media: media.drafts,
    target,
    idempotencyKey,
  }
  useDraftPersistence(editing ? null : sink, fields)

  const setText = (value: string, nextCaret: number) => {
    setTextState(value)
    setCaret(nextCaret)
    if (saving.isError) saving.reset()
  }

  const remaining = remainingCharacters(text, maxCharacters)
  const pollIncomplete = poll !== null && !pollIsComplete(poll)
  const enabled = canPublish({
    text,
    remaining,
    submitting: saving.isPending,
    uploading: media.uploading,
    pollIncomplete,
  })

  const resetAll = () => {
    setTextState('')
    setCaret(0)
    setSensitive(false)
    setPoll(null)
    setPreviewing(false)
    setIdempotencyKey(newIdempotencyKey())
    preview.reset()
    media.reset()
  }

  // Publish is disabled while sending, which drops its focus: the text box takes it back.
  const refocus = () => {
    const active = document.activeElement
    if (!active || active === document.body || formRef.current?.contains(active)) textRef.current?.focus()
  }

  const publish = (withoutReminder = false) => {
    if (!enabled || sending.current) return
    if (!withoutReminder && media.undescribed > 0) {
      setReminding(true)
      return
    }
    sending.current = true
    const settled = () => {
      sending.current = false
    }
    const common = { status: text, mediaIds: media.mediaIds, sensitive, prepare: media.saveDescriptions }
    if (mode.kind === 'edit') {
      update
        .mutateAsync({ ...common, id: mode.post.id, quoteId: quotedIdOf(mode.post) })
        .then((saved) => onDone?.(saved), refocus)
        .finally(settled)
      return
    }
    // Written before sending: the same key goes with every attempt until one succeeds, even after a reload.
    sink?.save(fields, true)
    create
      .mutateAsync({
        ...common,
        visibility,
        idempotencyKey,
        inReplyToId: mode.kind === 'reply' ? subjectOf(mode.post).id : null,
        quoteId: mode.kind === 'quote' ? subjectOf(mode.post).id : null,
        poll: poll ? pollInput(poll) : null,
      })
      .then((saved) => {
        sink?.remove()
        resetAll()
        setPublished((n) => n + 1)
        if (onDone) onDone(saved)
        else refocus()
      }, refocus)
      .finally(settled)
  }

  /** "Add description" in the reminder: the first attachment without one takes the focus. */
  const describe = () => {
    setReminding(false)
    // After the dialog has closed and given the focus back to Publish.
    setTimeout(() => {
      const fields = formRef.current?.querySelectorAll<HTMLTextAreaElement>('textarea[data-description]') ?? []
      ;[...fields].find((field) => field.value.trim() === '')?.focus()
    }, 0)
  }

  const togglePreview = () => {
    if (previewing) {
      setPreviewing(false)
      return
    }
    setPreviewing(true)
    preview.mutate(text)
  }
  const togglePoll = () => setPoll((current) => (current ? null : newPoll()))

  return {
    editing,
    options,
    supportedTypes,
    text,
    caret,
    setCaret,
    setText,
    visibility,
    setVisibility,
    sensitive,
    setSensitive,
    poll,
    setPoll,
    togglePoll,
    previewing,
    togglePreview,
    preview,
    published,
    media,
    saving,
    remaining,
    enabled,
    publish,
    reminding,
    describe,
    publishWithout: () => {
      setReminding(false)
      publish(true)
    },
    closeReminder: () => setReminding(false),
  }
}

export type ComposerState = ReturnType<typeof useComposer>
