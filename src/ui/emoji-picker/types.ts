/** What the picker hands back: a unicode emoji, or a custom emoji's shortcode with its image. */
export type EmojiChoice = { emoji: string; url?: string }

export type QuickEmoji = { emoji: string; label: string }

export type PickerCustomEmoji = { shortcode: string; url: string }

export type EmojiPickerProps = {
  /** Heading of the dialog, e.g. "Add a reaction". */
  title: string
  /** Offered first, one click each (may be empty). */
  quick?: readonly QuickEmoji[]
  customEmojis?: readonly PickerCustomEmoji[]
  /** Open straight on the full list with its search. */
  startFull?: boolean
  onPick: (choice: EmojiChoice) => void
  onClose: () => void
}
