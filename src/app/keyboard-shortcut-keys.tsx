import { useEffect } from 'react'
import { useKeyboardShortcuts } from '@/lib/keyboard/use-keyboard-shortcuts'

type ShortcutKeysProps = {
  onHelp: () => void
  compose: boolean
  /** The keys pressed while this module loaded: handled as if the shortcuts had been listening. */
  pending: { readonly current: KeyboardEvent[] }
  /** Called once the shortcuts listen themselves. */
  onListening: () => void
}

/** The keyboard shortcuts themselves (src/lib/keyboard), loaded on the first key pressed. */
export function ShortcutKeys({ onHelp, compose, pending, onListening }: ShortcutKeysProps) {
  useKeyboardShortcuts({ onHelp, compose, pending })
  useEffect(onListening, [onListening])
  return null
}
