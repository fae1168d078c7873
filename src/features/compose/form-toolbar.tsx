import { useLingui } from '@lingui/react/macro'
import { showsCounter } from './compose-rules'
import { ComposerToolbar } from './composer-toolbar'
import { acceptList } from './media-rules'
import { MediaUrlButton } from './media-url-button'
import type { Composer } from './use-composer'
import type { TextBox } from './use-text-box'

type FormToolbarProps = {
  c: Composer
  box: TextBox
  /** The counter's id, for the text box's aria-describedby. */
  counterId: string
  onCancel: (() => void) | null
  /** "Add from a URL" was pressed in the first view: its dialog opens with the form. */
  openMediaUrl?: boolean
}

/** The complete form's controls, wired to its state. */
export function FormToolbar({ c, box, counterId, onCancel, openMediaUrl }: FormToolbarProps) {
  const { t } = useLingui()
  return (
    <ComposerToolbar
      accept={c.supportedTypes.length ? acceptList(c.supportedTypes) : null}
      onFiles={c.media.addFiles}
      moreMedia={
        c.mediaFromUrl ? (
          <MediaUrlButton
            supportedTypes={c.supportedTypes}
            maxBytes={c.mediaFromUrl.maxBytes}
            onFiles={c.media.addFiles}
            openAtStart={openMediaUrl}
          />
        ) : null
      }
      pollOn={c.editing ? null : c.poll !== null}
      onTogglePoll={c.togglePoll}
      onEmoji={box.insertPicked}
      onEmojiClosed={box.focusText}
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
      showCounter={showsCounter(c.remaining)}
      onCancel={onCancel}
      canSubmit={c.enabled}
      submitting={c.saving.isPending}
      submitLabel={c.editing ? t`Save` : t`Publish`}
    />
  )
}
