import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { ShortcutAnnouncer } from '@/ui/shortcut-help/shortcut-announcer'

// The help dialog loads the first time "?" is pressed: no screen needs it to show.
const ShortcutHelp = lazy(() => import('@/ui/shortcut-help/shortcut-help').then((m) => ({ default: m.ShortcutHelp })))
// The shortcuts load on the first key that may be one: no screen needs them to show either.
const ShortcutKeys = lazy(() => import('./keyboard-shortcut-keys').then((m) => ({ default: m.ShortcutKeys })))

/** A key that may be a shortcut (a character or Enter, without Ctrl, Alt or Meta): see src/lib/keyboard/shortcuts.ts. */
const mayBeShortcut = (event: KeyboardEvent) => (event.key.length === 1 || event.key === 'Enter') && !event.ctrlKey && !event.altKey && !event.metaKey

/**
 * The keyboard shortcuts of a layout, their help dialog ("?") and the live region that says their
 * results. Guests get every shortcut but compose. Their code loads on the first key that may be
 * one, which they then handle as if they had been listening.
 */
export function KeyboardShortcuts({ guest = false }: { guest?: boolean }) {
  const [helpOpen, setHelpOpen] = useState(false)
  const [helpWanted, setHelpWanted] = useState(false)
  const [first, setFirst] = useState<KeyboardEvent | null>(null)
  const openHelp = useCallback(() => {
    setHelpWanted(true)
    setHelpOpen(true)
  }, [])
  useEffect(() => {
    if (first) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (mayBeShortcut(event)) setFirst(event)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [first])
  return (
    <>
      <ShortcutAnnouncer />
      {first ? (
        <Suspense fallback={null}>
          <ShortcutKeys onHelp={openHelp} compose={!guest} first={first} />
        </Suspense>
      ) : null}
      {helpWanted ? (
        <Suspense fallback={null}>
          <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} guest={guest} />
        </Suspense>
      ) : null}
    </>
  )
}
