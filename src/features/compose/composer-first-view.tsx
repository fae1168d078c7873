import { useLingui } from '@lingui/react/macro'
import { useId, useRef, type RefObject } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { supportsMediaFromUrl } from '@/api/instance/mitra-features'
import type { Instance } from '@/api/instance/types'
import type { DraftTarget } from '@/lib/drafts'
import { Avatar } from '@/ui/avatar'
import { leavesElement } from '@/ui/leaves-element'
import {
  canPublish,
  DEFAULT_MAX_CHARACTERS,
  initialVisibility,
  remainingCharacters,
  showsCounter,
  type ComposerMode,
} from './compose-rules'
import { useComposerLabels } from './composer-labels'
import type { ComposerState } from './composer-state'
import { ComposerToolbar, MediaUrlIconButton } from './composer-toolbar'
import type { ComposerHandoff } from './form-loader'
import { insertEmoji } from './insert-emoji'
import { acceptList } from './media-rules'
import { pollIsComplete } from './poll-rules'
import type { ComposerInitial, DraftSink } from './use-draft'
import { useFirstView } from './use-first-view'
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

/** The character count and whether Publish is enabled, as the complete form would have them. */
function limitsOf({ text, poll }: ComposerState, initial: ComposerInitial, instance: Instance | undefined) {
  const config = instance?.configuration
  const supportedTypes = config?.media_attachments?.supported_mime_types ?? []
  const accept = supportedTypes.length ? acceptList(supportedTypes) : null
  const remaining = remainingCharacters(text, config?.statuses?.max_characters ?? DEFAULT_MAX_CHARACTERS)
  const pollIncomplete = poll !== null && !(initial.poll && pollIsComplete(initial.poll))
  return {
    remaining,
    counter: showsCounter(remaining),
    accept,
    mediaFromUrl: accept !== null && supportsMediaFromUrl(instance),
    canSubmit: canPublish({ text, remaining, submitting: false, uploading: false, pollIncomplete }),
  }
}

/**
 * The composer as it first shows: the same form, text box and controls, with their labels, and
 * usable for typing at once (the draft is kept as it changes). The rest of the composer (uploads,
 * publishing, poll editor, preview, suggestions) loads on the first focus, pointer or touch in
 * the form, and takes over with the text, the selection and whatever was asked meanwhile.
 */
export function ComposerFirstView({ instance, formRef, onFocusLeave, onDone, ...props }: ComposerFirstViewProps) {
  const { mode, user, initial } = props
  const { t } = useLingui()
  const textId = useId()
  const counterId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const { state, change, wake, ...v } = useFirstView({ ...props, textRef })
  const { text } = state
  const { remaining, counter, accept, mediaFromUrl, canSubmit } = limitsOf(state, initial, instance)
  const labels = useComposerLabels(mode)
  const insertPicked = (emoji: string, custom: boolean) => {
    const el = textRef.current
    const next = insertEmoji(text, el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length, emoji, custom)
    change({ type: 'text', text: next.text, caret: next.caret })
  }

  return (
    <form
      ref={formRef}
      className={[styles.composer, mode.kind !== 'new' && styles.inline].filter(Boolean).join(' ')}
      aria-label={labels.formLabel}
      {...v.form}
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
            onChange={(event) => change({ type: 'text', text: event.target.value, caret: event.target.selectionStart })}
            {...v.text}
            placeholder={labels.placeholder}
            rows={3}
            aria-invalid={remaining < 0 || undefined}
            aria-describedby={counter ? counterId : undefined}
            aria-autocomplete="list"
          />
        </div>
        <ComposerToolbar
          accept={accept}
          {...v.files}
          moreMedia={mediaFromUrl ? <MediaUrlIconButton onClick={() => wake({ mediaUrl: true })} /> : null}
          pollOn={state.poll !== null}
          onTogglePoll={() => {
            change({ type: 'toggle-poll' })
            wake()
          }}
          onEmoji={insertPicked}
          onEmojiClosed={() => requestAnimationFrame(() => textRef.current?.focus())}
          previewing={false}
          canPreview={text.trim().length > 0}
          onTogglePreview={() => wake({ preview: true })}
          sensitive={state.sensitive}
          onSensitive={(sensitive) => change({ type: 'sensitive', sensitive })}
          visibility={state.visibility ?? initialVisibility(v.options, user)}
          visibilityOptions={v.options}
          onVisibility={(visibility) => change({ type: 'visibility', visibility })}
          remaining={remaining}
          counterId={counterId}
          showCounter={counter}
          onCancel={mode.kind === 'new' ? null : () => onDone?.()}
          canSubmit={canSubmit}
          submitting={false}
          submitLabel={t`Publish`}
        />
      </div>
    </form>
  )
}
