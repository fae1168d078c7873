import { lazy, Suspense, useCallback, useState } from 'react'
import { useKeyboardShortcuts } from '@/lib/keyboard/use-keyboard-shortcuts'
import { ShortcutAnnouncer } from '@/ui/shortcut-help/shortcut-announcer'

// The help dialog loads the first time "?" is pressed: no screen needs it to show.
const ShortcutHelp = lazy(() => import('@/ui/shortcut-help/shortcut-help').then((m) => ({ default: m.ShortcutHelp })))

/**
 * The keyboard shortcuts of a layout, their help dialog ("?") and the live region that says their
 * results. Guests get every shortcut but compose.
 */
export function KeyboardShortcuts({ guest = false }: { guest?: boolean }) {
  const [helpOpen, setHelpOpen] = useState(false)
  const [helpWanted, setHelpWanted] = useState(false)
  const openHelp = useCallback(() => {
    setHelpWanted(true)
    setHelpOpen(true)
  }, [])
  useKeyboardShortcuts({ onHelp: openHelp, compose: !guest })
  return (
    <>
      <ShortcutAnnouncer />
      {helpWanted ? (
        <Suspense fallback={null}>
          <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} guest={guest} />
        </Suspense>
      ) : null}
    </>
  )
}
