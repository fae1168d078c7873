import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useId, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react'
import type { SuggestionKeys } from './suggestion-controller'
import type { Composer } from './use-composer'
import styles from './composer.module.css'

const SuggestionController = lazy(() =>
  import('./suggestion-controller').then((m) => ({ default: m.SuggestionController })),
)

type ComposerTextFieldProps = {
  c: Composer
  textRef: RefObject<HTMLTextAreaElement | null>
  placeholder: string
  describedBy: string | undefined
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  onPaste: (event: ClipboardEvent) => void
  /** The suggestion list's keys, while it is open (they go first). */
  registerKeys: (keys: SuggestionKeys | null) => void
  /** A suggestion was picked: the new text and where the caret goes. */
  onInsert: (text: string, caret: number) => void
}

/** The post's text box (hidden while previewing), with suggestions for emojis and mentions. */
export function ComposerTextField({ c, textRef, placeholder, describedBy, ...props }: ComposerTextFieldProps) {
  const textId = useId()
  const listId = useId()
  // Suggestions load once there is something to complete.
  const suggesting = /[:@]/.test(c.text)
  return (
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
        onKeyDown={props.onKeyDown}
        onPaste={props.onPaste}
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
            register={props.registerKeys}
            onInsert={props.onInsert}
            paused={c.previewing}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
