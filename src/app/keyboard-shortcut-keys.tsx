import { useKeyboardShortcuts } from '@/lib/keyboard/use-keyboard-shortcuts'

type ShortcutKeysProps = {
  onHelp: () => void
  compose: boolean
  /** The key that loaded this module: handled as if the shortcuts had been listening. */
  first: KeyboardEvent
}

/** The keyboard shortcuts themselves (src/lib/keyboard), loaded on the first key pressed. */
export function ShortcutKeys({ onHelp, compose, first }: ShortcutKeysProps) {
  useKeyboardShortcuts({ onHelp, compose, first })
  return null
}
