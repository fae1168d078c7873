import { Trans } from '@lingui/react/macro'
import { useId, useRef, type RefObject } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { Status } from '@/api/statuses/types'
import type { DraftTarget } from '@/lib/drafts'
import { Avatar } from '@/ui/avatar'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { leavesElement } from '@/ui/leaves-element'
import { showsCounter, type ComposerMode } from './compose-rules'
import { ComposerFailure } from './composer-failure'
import { useComposerLabels } from './composer-labels'
import { ComposerPanels } from './composer-panels'
import { ComposerReminder } from './composer-reminder'
import { ComposerTextField } from './composer-text-field'
import { FormToolbar } from './form-toolbar'
import { LanguageSelect } from './language-select'
import { TitleField } from './title-field'
import type { ComposerResume } from './form-loader'
import { useComposer } from './use-composer'
import type { ComposerInitial, DraftSink } from './use-draft'
import { useFileDrop } from './use-file-drop'
import { useResume } from './use-resume'
import { useTextBox } from './use-text-box'
import styles from './composer.module.css'

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
  sink = null,
  target = null,
  onFocusLeave,
  onDone,
  ...props
}: ComposerFormProps) {
  const counterId = useId()
  const errorId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)
  const ownFormRef = useRef<HTMLFormElement>(null)
  const form = props.formRef ?? ownFormRef
  const { instance, initial } = props
  const c = useComposer({ mode, user, instance, initial, sink, target, formRef: form, textRef, onDone })
  const { media, saving } = c
  const box = useTextBox(c, textRef, user, props.focusOnOpen)
  useResume(props.resume, c, textRef)
  const drop = useFileDrop(media.addFiles)
  const labels = useComposerLabels(mode)
  const counter = showsCounter(c.remaining)
  const inlineError = mode.kind === 'new' && saving.isError
  const describedBy = [counter ? counterId : null, inlineError ? errorId : null].filter(Boolean).join(' ') || undefined

  return (
    <form
      ref={form}
      className={[styles.composer, mode.kind !== 'new' && styles.inline, drop.dragging && styles.dragging]
        .filter(Boolean)
        .join(' ')}
      aria-label={labels.formLabel}
      onSubmit={(event) => {
        event.preventDefault()
        c.publish()
      }}
      onBlur={(event) => {
        if (onFocusLeave && leavesElement(event)) onFocusLeave()
      }}
      {...drop.dropZone}
    >
      <span className={styles.avatar}>
        <Avatar account={user} size={42} />
      </span>
      <div className={styles.editor}>
        <ComposerTextField
          c={c}
          textRef={textRef}
          placeholder={labels.placeholder}
          describedBy={describedBy}
          onKeyDown={box.onKeyDown}
          onPaste={drop.onPaste}
          registerKeys={box.registerKeys}
          onInsert={box.insert}
        />
        {c.titled ? <TitleField value={c.title} remaining={c.titleLeft} onChange={c.setTitle} /> : null}
        <ComposerPanels c={c} />
        {c.language !== null ? <LanguageSelect value={c.language} onChange={c.setLanguage} /> : null}
        {saving.isError ? (
          <ComposerFailure failure={saving.error} editing={c.editing} inline={inlineError} id={errorId} />
        ) : null}
        <FormToolbar
          c={c}
          box={box}
          counterId={counterId}
          onCancel={mode.kind === 'new' ? null : () => onDone?.()}
          openMediaUrl={props.resume?.mediaUrl}
        />
        <VisuallyHidden role="status">
          {c.published > 0 ? <Trans>Your post was published.</Trans> : null}
        </VisuallyHidden>
        <ComposerReminder c={c} />
      </div>
    </form>
  )
}
