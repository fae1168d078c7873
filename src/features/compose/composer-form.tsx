import { Trans, useLingui } from '@lingui/react/macro'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { Status } from '@/api/statuses/types'
import { settingsOf } from '@/lib/client-config'
import type { DraftTarget } from '@/lib/drafts'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { leavesElement } from '@/ui/leaves-element'
import { showsCounter, subjectOf, type ComposerMode } from './compose-rules'
import { ComposerToolbar } from './composer-toolbar'
import { useFailureText } from './failure-text'
import type { ComposerResume } from './form-loader'
import { acceptList } from './media-rules'
import { insertEmoji } from './insert-emoji'
import type { SuggestionKeys } from './suggestion-controller'
import { useComposer } from './use-composer'
import type { ComposerInitial, DraftSink } from './use-draft'
import { useFileDrop } from './use-file-drop'
import styles from './composer.module.css'

// The heavier parts load when first used, so they cost nothing on the home screen's first load.
const PollEditor = lazy(() => import('./poll-editor').then((m) => ({ default: m.PollEditor })))
const AttachmentList = lazy(() => import('./attachment-list').then((m) => ({ default: m.AttachmentList })))
const SuggestionController = lazy(() =>
  import('./suggestion-controller').then((m) => ({ default: m.SuggestionController })),
)
const ComposerPreview = lazy(() => import('./composer-preview').then((m) => ({ default: m.ComposerPreview })))
const DescribeReminder = lazy(() => import('./describe-reminder').then((m) => ({ default: m.DescribeReminder })))

export type ComposerFormProps = {
  mode: ComposerMode
  user: CredentialAccount
  instance: Instance | undefined
  initial: ComposerInitial
  /** Where the draft is kept; null for edits (never kept). */
  sink?: DraftSink | null
  /** The post a reply or quote draft is about, for the drafts screen. */
  target?: DraftTarget | null
  /** The form element, for whoever needs to know whether it has the focus. */
  formRef?: RefObject<HTMLFormElement | null>
  /** The focus left the form. */
  onFocusLeave?: () => void
  onDone?: (saved?: Status) => void
  /** Move focus into the text box on mount. */
  focusOnOpen?: boolean
  /** Taking over from the first view: what was asked there, done once the form is up. */
  resume?: ComposerResume
}

/** The post editor for every mode (spec §4 Editor, §5 Post). */
export function ComposerForm({
  mode,
  user,
  instance,
  initial,
  sink = null,
  target = null,
  formRef,
  onFocusLeave,
  onDone,
  focusOnOpen,
  resume,
}: ComposerFormProps) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const textId = useId()
  const counterId = useId()
  const errorId = useId()
  const listId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const ownFormRef = useRef<HTMLFormElement>(null)
  const form = formRef ?? ownFormRef
  const pendingCaret = useRef<number | null>(null)
  const c = useComposer({ mode, user, instance, initial, sink, target, formRef: form, textRef, onDone })
  const { media, saving, editing } = c
  const drop = useFileDrop(media.addFiles)

  const suggestionKeys = useRef<SuggestionKeys | null>(null)
  const registerKeys = useCallback((keys: SuggestionKeys | null) => {
    suggestionKeys.current = keys
  }, [])
  const insertCompletion = (text: string, next: number) => {
    pendingCaret.current = next
    c.setText(text, next)
  }

  // After a suggestion is inserted, the caret goes just after it.
  useLayoutEffect(() => {
    const el = textRef.current
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current)
      pendingCaret.current = null
    }
  }, [c.text])

  useEffect(() => {
    const el = textRef.current
    if (!focusOnOpen || !el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [focusOnOpen])

  // The first view's text box had the focus: this one takes it, with the same selection.
  useLayoutEffect(() => {
    const el = textRef.current
    if (!resume?.selection || !el) return
    el.focus()
    el.setSelectionRange(resume.selection.start, resume.selection.end)
    c.setCaret(resume.selection.end)
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const resumed = useRef(false)
  useEffect(() => {
    if (!resume || resumed.current) return
    resumed.current = true
    if (resume.files.length > 0) media.addFiles(resume.files)
    if (resume.preview && !c.previewing) c.togglePreview()
    if (resume.publish) c.publish()
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    c.publish()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestionKeys.current?.(event)) return
    if (settingsOf(user).ctrlEnterEnabled && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      c.publish()
    }
  }
  const insertPicked = (emoji: string, custom: boolean) => {
    const el = textRef.current
    const next = insertEmoji(c.text, el?.selectionStart ?? c.caret, el?.selectionEnd ?? c.caret, emoji, custom)
    pendingCaret.current = next.caret
    c.setText(next.text, next.caret)
  }
  // The picker gives the focus back to its button; the text box is where the writing goes on.
  const focusText = () => requestAnimationFrame(() => textRef.current?.focus())

  const counter = showsCounter(c.remaining)
  const inlineError = mode.kind === 'new' && saving.isError
  const describedBy = [counter ? counterId : null, inlineError ? errorId : null].filter(Boolean).join(' ') || undefined
  const target_ = mode.kind === 'new' ? null : subjectOf(mode.post).account.acct
  const formLabel =
    mode.kind === 'reply'
      ? t`Reply to @${target_}`
      : mode.kind === 'quote'
        ? t`Quote post by @${target_}`
        : editing
          ? t`Edit post`
          : t`New post`
  const placeholder =
    mode.kind === 'reply' ? t`Write your reply` : mode.kind === 'quote' ? t`Add a comment` : t`What's on your mind?`
  const showMedia = media.items.length > 0 || media.notice !== null || media.error !== null
  // Suggestions load once there is something to complete.
  const suggesting = /[:@]/.test(c.text)
  const why = saving.isError ? failureText(saving.error) : ''
  const kept = editing
    ? t`Your changes are kept here.`
    : t`Your post is kept here; trying again never publishes it twice.`

  return (
    <form
      ref={form}
      className={[styles.composer, mode.kind !== 'new' && styles.inline, drop.dragging && styles.dragging]
        .filter(Boolean)
        .join(' ')}
      aria-label={formLabel}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (onFocusLeave && leavesElement(event)) onFocusLeave()
      }}
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
            value={c.text}
            hidden={c.previewing}
            onChange={(event) => c.setText(event.target.value, event.target.selectionStart)}
            onSelect={(event) => c.setCaret(event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={drop.onPaste}
            placeholder={placeholder}
            rows={3}
            aria-invalid={c.remaining < 0 || undefined}
            aria-describedby={describedBy}
            aria-autocomplete="list"
          />
          {suggesting ? (
            <Suspense fallback={null}>
              <SuggestionController
                text={c.text}
                caret={c.caret}
                listId={listId}
                textRef={textRef}
                register={registerKeys}
                onInsert={insertCompletion}
                paused={c.previewing}
              />
            </Suspense>
          ) : null}
        </div>
        {c.previewing ? (
          <Suspense fallback={null}>
            <ComposerPreview pending={c.preview.isPending} error={c.preview.error} preview={c.preview.data} />
          </Suspense>
        ) : null}
        {showMedia ? (
          <Suspense fallback={null}>
            <AttachmentList media={media} />
          </Suspense>
        ) : null}
        {c.poll ? (
          <Suspense fallback={null}>
            <PollEditor poll={c.poll} onChange={c.setPoll} />
          </Suspense>
        ) : null}
        {inlineError ? (
          <p id={errorId} role="alert" className={styles.error}>
            <Trans>Your post could not be published: {why}</Trans> {kept}
          </p>
        ) : saving.isError ? (
          <Alert title={editing ? t`Your changes could not be saved.` : t`Your post could not be published.`}>
            {why} {kept}
          </Alert>
        ) : null}
        <ComposerToolbar
          accept={c.supportedTypes.length ? acceptList(c.supportedTypes) : null}
          onFiles={media.addFiles}
          pollOn={editing ? null : c.poll !== null}
          onTogglePoll={c.togglePoll}
          onEmoji={insertPicked}
          onEmojiClosed={focusText}
          previewing={c.previewing}
          canPreview={c.text.trim().length > 0}
          onTogglePreview={c.togglePreview}
          sensitive={c.sensitive}
          onSensitive={c.setSensitive}
          visibility={c.visibility}
          visibilityOptions={c.options}
          onVisibility={c.setVisibility}
          remaining={c.remaining}
          counterId={counterId}
          showCounter={counter}
          onCancel={mode.kind === 'new' ? null : () => onDone?.()}
          canSubmit={c.enabled}
          submitting={saving.isPending}
          submitLabel={editing ? t`Save` : t`Publish`}
        />
        <VisuallyHidden role="status">
          {c.published > 0 ? <Trans>Your post was published.</Trans> : null}
        </VisuallyHidden>
        {c.reminding ? (
          <Suspense fallback={null}>
            <DescribeReminder
              open
              count={media.undescribed}
              onDescribe={c.describe}
              onPublishWithout={c.publishWithout}
              onClose={c.closeReminder}
            />
          </Suspense>
        ) : null}
      </div>
    </form>
  )
}
