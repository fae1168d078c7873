import { useLingui } from '@lingui/react/macro'
import { useCustomEmojis } from '@/api/emojis/queries'
import { LazyEmojiPicker } from '@/ui/emoji-picker/lazy-emoji-picker'
import type { EmojiChoice } from '@/ui/emoji-picker/types'

/** Spec §9's quick reactions: heart, laughing, thinking, crying, angry, party, 100, eyes. */
export const QUICK_REACTIONS = ['❤️', '😆', '🤔', '😢', '😠', '🎉', '💯', '👀'] as const

type ReactionPickerProps = {
  onPick: (choice: EmojiChoice) => void
  onClose: () => void
}

/** The reaction dialog: quick emojis, then the instance's custom emojis and the standard set. */
export function ReactionPicker({ onPick, onClose }: ReactionPickerProps) {
  const { t } = useLingui()
  const customEmojis = useCustomEmojis()
  const labels = [t`Heart`, t`Laughing`, t`Thinking`, t`Crying`, t`Angry`, t`Party`, t`Hundred points`, t`Eyes`]
  const quick = QUICK_REACTIONS.map((emoji, i) => ({ emoji, label: labels[i] ?? emoji }))
  return (
    <LazyEmojiPicker
      title={t`Add a reaction`}
      quick={quick}
      customEmojis={customEmojis}
      onPick={onPick}
      onClose={onClose}
    />
  )
}
