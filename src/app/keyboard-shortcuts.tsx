import { useCallback, useState } from 'react'
import { useKeyboardShortcuts } from '@/lib/keyboard/use-keyboard-shortcuts'
import { ShortcutAnnouncer } from '@/ui/shortcut-help/shortcut-announcer'
import { ShortcutHelp } from '@/ui/shortcut-help/shortcut-help'

/**
 * The keyboard shortcuts of a layout, their help dialog ("?") and the live region that says their
 * results. Guests get every shortcut but compose.
 */
export function KeyboardShortcuts({ guest = false }: { guest?: boolean }) {
  const [helpOpen, setHelpOpen] = useState(false)
  const openHelp = useCallback(() => setHelpOpen(true), [])
  useKeyboardShortcuts({ onHelp: openHelp, compose: !guest })
  return (
    <>
      <ShortcutAnnouncer />
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} guest={guest} />
    </>
  )
}
