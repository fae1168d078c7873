import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { customEmojisQuery } from '@/api/emojis/queries'
import { LazyEmojiPicker } from '@/ui/emoji-picker/lazy-emoji-picker'
import { IconButton } from '@/ui/icon-button'
import { iconSmile } from '@/ui/icons/smile'

type EmojiButtonProps = {
  /** A standard emoji (custom false) or a custom emoji's shortcode (custom true). */
  onPick: (emoji: string, custom: boolean) => void
  /** After the picker closes (focus can go back to the text). */
  onClosed: () => void
  disabled?: boolean
}

/** "Insert emoji": the instance's custom emojis and the standard set, in a picker loaded on first use. */
export function EmojiButton({ onPick, onClosed, disabled }: EmojiButtonProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const emojis = useQuery({ ...customEmojisQuery(), enabled: open })
  return (
    <>
      <IconButton
        icon={iconSmile}
        label={t`Insert emoji`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      {open ? (
        <LazyEmojiPicker
          title={t`Insert emoji`}
          customEmojis={emojis.data ?? []}
          startFull
          onPick={(choice) => onPick(choice.emoji, choice.url !== undefined)}
          onClose={() => {
            setOpen(false)
            onClosed()
          }}
        />
      ) : null}
    </>
  )
}
