import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, type ReactNode, type Ref, type RefObject } from 'react'
import type { Visibility } from '@/api/statuses/types'
import { Button } from '@/ui/button'
import { IconButton } from '@/ui/icon-button'
import { EmojiButton } from './emoji-button'
import { VisibilitySelect } from './visibility-select'
import { RemainingCount } from './remaining-count'
import styles from './composer.module.css'
import { iconEye } from '@/ui/icons/eye'
import { iconImage } from '@/ui/icons/image'
import { iconLink } from '@/ui/icons/link'
import { iconText } from '@/ui/icons/text'

type ComposerToolbarProps = {
  /** The file picker's accept list; null hides "Add media" (the instance takes no files). */
  accept: string | null
  onFiles: (files: File[]) => void
  /** More ways to add media, after "Add media" ("Add from a URL"). */
  moreMedia?: ReactNode
  /** The file picker opens (onFiles follows, or onChoiceEnd when it is closed without a choice). */
  onChoosing?: () => void
  onChoiceEnd?: () => void
  /** null: no poll in this mode. */
  pollOn: boolean | null
  onTogglePoll: () => void
  onEmoji: (emoji: string, custom: boolean) => void
  onEmojiClosed: () => void
  previewing: boolean
  canPreview: boolean
  onTogglePreview: () => void
  sensitive: boolean
  onSensitive: (value: boolean) => void
  visibility: Visibility
  visibilityOptions: readonly Visibility[]
  onVisibility: (value: Visibility) => void
  remaining: number
  counterId: string
  showCounter: boolean
  onCancel: (() => void) | null
  canSubmit: boolean
  submitting: boolean
  submitLabel: string
}

/** The file picker closed without a choice ('cancel' has no React prop on inputs). */
function usePickerCancel(
  fileInput: RefObject<HTMLInputElement | null>,
  onChoiceEnd?: () => void,
  accept?: string | null,
) {
  useEffect(() => {
    const input = fileInput.current
    if (!input || !onChoiceEnd) return
    input.addEventListener('cancel', onChoiceEnd)
    return () => input.removeEventListener('cancel', onChoiceEnd)
  }, [fileInput, onChoiceEnd, accept])
}

/**
 * The "Add from a URL" control (Mitra 4.6+). The first view shows it too (it asks the complete form
 * to open the dialog: media-url-button), so that the controls after it stay put when the form takes over.
 */
export function MediaUrlIconButton({ onClick, ref }: { onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useLingui()
  return <IconButton ref={ref} icon={iconLink} label={t`Add from a URL`} aria-haspopup="dialog" onClick={onClick} />
}

/** The composer's controls: media, poll, emoji, preview, sensitivity, visibility, counter, Cancel and Publish. */
export function ComposerToolbar(props: ComposerToolbarProps) {
  const { t } = useLingui()
  const fileInput = useRef<HTMLInputElement>(null)
  const sensitiveId = useId()
  const { remaining } = props
  usePickerCancel(fileInput, props.onChoiceEnd, props.accept)
  return (
    <div className={styles.toolbar}>
      <span className={styles.tools}>
        {props.accept !== null ? (
          <>
            <IconButton
              icon={iconImage}
              label={t`Add media`}
              onClick={() => {
                props.onChoosing?.()
                fileInput.current?.click()
              }}
            />
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              accept={props.accept}
              tabIndex={-1}
              aria-label={t`Add media`}
              onChange={(event) => {
                props.onFiles(Array.from(event.target.files ?? []))
                event.target.value = ''
              }}
            />
            {props.moreMedia}
          </>
        ) : null}
        {props.pollOn !== null ? (
          <IconButton icon={iconText} label={t`Add a poll`} pressed={props.pollOn} onClick={props.onTogglePoll} />
        ) : null}
        <EmojiButton onPick={props.onEmoji} onClosed={props.onEmojiClosed} disabled={props.previewing} />
        <IconButton
          icon={iconEye}
          label={t`Preview`}
          pressed={props.previewing}
          disabled={!props.canPreview && !props.previewing}
          onClick={props.onTogglePreview}
        />
        <VisibilitySelect value={props.visibility} options={props.visibilityOptions} onChange={props.onVisibility} />
        <span className={styles.check}>
          <input
            id={sensitiveId}
            type="checkbox"
            checked={props.sensitive}
            onChange={(event) => props.onSensitive(event.target.checked)}
          />
          <label htmlFor={sensitiveId}>
            <Trans>Mark as sensitive</Trans>
          </label>
        </span>
      </span>
      <span className={styles.end}>
        {props.showCounter ? (
          <RemainingCount
            id={props.counterId}
            remaining={remaining}
            className={remaining < 0 ? `${styles.counter} ${styles.over}` : styles.counter}
          />
        ) : null}
        {props.onCancel ? (
          <Button variant="ghost" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={!props.canSubmit} busy={props.submitting}>
          {props.submitLabel}
        </Button>
      </span>
    </div>
  )
}
