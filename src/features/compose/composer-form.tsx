import { Trans, useLingui } from '@lingui/react/macro'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { useCreateStatus, usePreviewStatus, useUpdateStatus } from '@/api/statuses/mutations'
import type { Attachment, Status, Visibility } from '@/api/statuses/types'
import { settingsOf } from '@/lib/client-config'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { VisuallyHidden } from '@/ui/visually-hidden'
import {
  canPublish,
  DEFAULT_MAX_CHARACTERS,
  draftKey,
  initialVisibility,
  quotedIdOf,
  remainingCharacters,
  showsCounter,
  subjectOf,
  visibilityOptions,
  type ComposerMode,
} from './compose-rules'
import { ComposerToolbar } from './composer-toolbar'
import { acceptList, DEFAULT_MAX_ATTACHMENTS } from './media-rules'
import { newPoll, pollInput, pollIsComplete, type PollDraft } from './poll-rules'
import { insertEmoji } from './insert-emoji'
import type { SuggestionKeys } from './suggestion-controller'
import { useAttachments } from './use-attachments'
import { useDraft } from './use-draft'
import { useFileDrop } from './use-file-drop'
import styles from './composer.module.css'

// The heavier parts load when first used, so they cost nothing on the home screen's first load.
const PollEditor = lazy(() => import('./poll-editor').then((m) => ({ default: m.PollEditor })))
const AttachmentList = lazy(() => import('./attachment-list').then((m) => ({ default: m.AttachmentList })))
const SuggestionController = lazy(() => import('./suggestion-controller').then((m) => ({ default: m.SuggestionController })))
const ComposerPreview = lazy(() => import('./composer-preview').then((m) => ({ default: m.ComposerPreview })))

export type ComposerFormProps = {
  mode: ComposerMode
  user: CredentialAccount
  instance: Instance | undefined
  initialText: string
  initialAttachments: readonly Attachment[]
  initialSensitive: boolean
  onDone?: (saved?: Status) => void
  /** Move focus into the text box on mount. */
  focusOnOpen?: boolean
}

/** The post editor for every mode (spec §4 Editor, §5 Post). */
export function ComposerForm({ mode, user, instance, initialText, initialAttachments, initialSensitive, onDone, focusOnOpen }: ComposerFormProps) {
  const { t } = useLingui()
  const textId = useId()
  const counterId = useId()
  const errorId = useId()
  const listId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const pendingCaret = useRef<number | null>(null)
  const config = instance?.configuration
  const maxCharacters = config?.statuses?.max_characters ?? DEFAULT_MAX_CHARACTERS
  const supportedTypes = config?.media_attachments?.supported_mime_types ?? []

  const draft = useDraft(draftKey(mode), initialText)
  const [caret, setCaret] = useState(initialText.length)
  const options = visibilityOptions(mode, user.id)
  const [visibility, setVisibility] = useState<Visibility>(() => initialVisibility(options, user))
  const [sensitive, setSensitive] = useState(initialSensitive)
  const [poll, setPoll] = useState<PollDraft | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const [published, setPublished] = useState(0)
  const media = useAttachments({
    initial: initialAttachments,
    supportedTypes,
    maxAttachments: config?.statuses?.max_media_attachments ?? DEFAULT_MAX_ATTACHMENTS,
  })
  const create = useCreateStatus()
  const update = useUpdateStatus()
  const preview = usePreviewStatus()
  const drop = useFileDrop(media.addFiles)
  const editing = mode.kind === 'edit'
  const saving = editing ? update : create

  const setText = (text: string, nextCaret: number) => {
    draft.setText(text)
    setCaret(nextCaret)
    if (saving.isError) saving.reset()
  }
  const suggestionKeys = useRef<SuggestionKeys | null>(null)
  const registerKeys = useCallback((keys: SuggestionKeys | null) => {
    suggestionKeys.current = keys
  }, [])
  const insertCompletion = (text: string, next: number) => {
    pendingCaret.current = next
    setText(text, next)
  }

  // After a suggestion is inserted, the caret goes just after it.
  useLayoutEffect(() => {
    const el = textRef.current
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current)
      pendingCaret.current = null
    }
  }, [draft.text])

  useEffect(() => {
    const el = textRef.current
    if (!focusOnOpen || !el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [focusOnOpen])

  const remaining = remainingCharacters(draft.text, maxCharacters)
  const pollIncomplete = poll !== null && !pollIsComplete(poll)
  const enabled = canPublish({ text: draft.text, remaining, submitting: saving.isPending, uploading: media.uploading, pollIncomplete })

  const resetAll = () => {
    draft.reset()
    setCaret(0)
    setSensitive(false)
    setPoll(null)
    setPreviewing(false)
    preview.reset()
    media.reset()
  }

  // Publish is disabled while sending, which drops its focus: the text box takes it back.
  const refocus = () => {
    const active = document.activeElement
    if (!active || active === document.body || textRef.current?.form?.contains(active)) textRef.current?.focus()
  }

  const publish = () => {
    if (!enabled) return
    const common = { status: draft.text, mediaIds: media.mediaIds, sensitive, prepare: media.saveDescriptions }
    if (mode.kind === 'edit') {
      update.mutate({ ...common, id: mode.post.id, quoteId: quotedIdOf(mode.post) }, { onSuccess: (saved) => onDone?.(saved), onError: refocus })
      return
    }
    draft.keepIdempotencyKey()
    create.mutate(
      {
        ...common,
        visibility,
        idempotencyKey: draft.idempotencyKey,
        inReplyToId: mode.kind === 'reply' ? subjectOf(mode.post).id : null,
        quoteId: mode.kind === 'quote' ? subjectOf(mode.post).id : null,
        poll: poll ? pollInput(poll) : null,
      },
      {
        onSuccess: (saved) => {
          resetAll()
          setPublished((n) => n + 1)
          if (onDone) onDone(saved)
          else refocus()
        },
        onError: refocus,
      },
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    publish()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestionKeys.current?.(event)) return
    if (settingsOf(user).ctrlEnterEnabled && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      publish()
    }
  }
  const togglePreview = () => {
    if (previewing) {
      setPreviewing(false)
      return
    }
    setPreviewing(true)
    preview.mutate(draft.text)
  }
  const insertPicked = (emoji: string, custom: boolean) => {
    const el = textRef.current
    const next = insertEmoji(draft.text, el?.selectionStart ?? caret, el?.selectionEnd ?? caret, emoji, custom)
    pendingCaret.current = next.caret
    setText(next.text, next.caret)
  }
  // The picker gives the focus back to its button; the text box is where the writing goes on.
  const focusText = () => requestAnimationFrame(() => textRef.current?.focus())
  const togglePoll = () => setPoll((current) => (current ? null : newPoll()))

  const counter = showsCounter(remaining)
  const inlineError = mode.kind === 'new' && saving.isError
  const describedBy = [counter ? counterId : null, inlineError ? errorId : null].filter(Boolean).join(' ') || undefined
  const target = mode.kind === 'new' ? null : subjectOf(mode.post).account.acct
  const formLabel =
    mode.kind === 'reply' ? t`Reply to @${target}` : mode.kind === 'quote' ? t`Quote post by @${target}` : editing ? t`Edit post` : t`New post`
  const placeholder = mode.kind === 'reply' ? t`Write your reply` : mode.kind === 'quote' ? t`Add a comment` : t`What's on your mind?`
  const showMedia = media.items.length > 0 || media.notice !== null || media.error !== null
  // Suggestions load once there is something to complete.
  const suggesting = /[:@]/.test(draft.text)

  return (
    <form
      className={[styles.composer, mode.kind !== 'new' && styles.inline, drop.dragging && styles.dragging].filter(Boolean).join(' ')}
      aria-label={formLabel}
      onSubmit={onSubmit}
      {...drop.dropZone}
    >
      <span className={styles.avatar}>
        <Avatar account={user} size={42} />
      </span>
      <div className={styles.editor}>
        <div className={styles.field}>
          <label htmlFor={textId} className={styles.hiddenLabel}>
            <Trans>Post text</Trans>
          </label>
          <textarea
            ref={textRef}
            id={textId}
            className={styles.text}
            value={draft.text}
            hidden={previewing}
            onChange={(event) => setText(event.target.value, event.target.selectionStart)}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={drop.onPaste}
            placeholder={placeholder}
            rows={3}
            aria-invalid={remaining < 0 || undefined}
            aria-describedby={describedBy}
            aria-autocomplete="list"
          />
          {suggesting ? (
            <Suspense fallback={null}>
              <SuggestionController
                text={draft.text}
                caret={caret}
                listId={listId}
                textRef={textRef}
                register={registerKeys}
                onInsert={insertCompletion}
                paused={previewing}
              />
            </Suspense>
          ) : null}
        </div>
        {previewing ? (
          <Suspense fallback={null}>
            <ComposerPreview pending={preview.isPending} error={preview.error} preview={preview.data} />
          </Suspense>
        ) : null}
        {showMedia ? (
          <Suspense fallback={null}>
            <AttachmentList media={media} />
          </Suspense>
        ) : null}
        {poll ? (
          <Suspense fallback={null}>
            <PollEditor poll={poll} onChange={setPoll} />
          </Suspense>
        ) : null}
        {inlineError ? (
          <p id={errorId} role="alert" className={styles.error}>
            {saving.error?.message}
          </p>
        ) : saving.isError ? (
          <Alert title={editing ? t`Your changes could not be saved.` : t`Your post could not be published.`}>{saving.error?.message}</Alert>
        ) : null}
        <ComposerToolbar
          accept={supportedTypes.length ? acceptList(supportedTypes) : null}
          onFiles={media.addFiles}
          pollOn={editing ? null : poll !== null}
          onTogglePoll={togglePoll}
          onEmoji={insertPicked}
          onEmojiClosed={focusText}
          previewing={previewing}
          canPreview={draft.text.trim().length > 0}
          onTogglePreview={togglePreview}
          sensitive={sensitive}
          onSensitive={setSensitive}
          visibility={visibility}
          visibilityOptions={options}
          onVisibility={setVisibility}
          remaining={remaining}
          counterId={counterId}
          showCounter={counter}
          onCancel={mode.kind === 'new' ? null : () => onDone?.()}
          canSubmit={enabled}
          submitting={saving.isPending}
          submitLabel={editing ? t`Save` : t`Publish`}
        />
        <VisuallyHidden role="status">{published > 0 ? <Trans>Your post was published.</Trans> : null}</VisuallyHidden>
      </div>
    </form>
  )
}
