import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { ShortcutAnnouncer } from '@/ui/shortcut-help/shortcut-announcer'
import { withLaterMessages } from '@/i18n/setup'

// The help dialog loads the first time "?" is pressed: no screen needs it to show.
const ShortcutHelp = lazy(
  withLaterMessages(() => import('@/ui/shortcut-help/shortcut-help').then((m) => ({ default: m.ShortcutHelp }))),
)
// The shortcuts load on the first key that may be one: no screen needs them to show either.
const ShortcutKeys = lazy(() => import('./keyboard-shortcut-keys').then((m) => ({ default: m.ShortcutKeys })))

/**
 * A key that may be a shortcut (src/lib/keyboard/shortcuts.ts decides): a character or Enter,
 * without Ctrl, Alt or Meta, not typed into a field, and Enter only where it is not a control's own.
 */
function mayBeShortcut(event: KeyboardEvent): boolean {
  if ((event.key.length !== 1 && event.key !== 'Enter') || event.ctrlKey || event.altKey || event.metaKey) return false
  const target = event.target instanceof Element ? event.target : null
  if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return false
  return !(event.key === 'Enter' && target?.closest('a[href], button, summary'))
}

/**
 * The keyboard shortcuts of a layout, their help dialog ("?") and the live region that says their
 * results. Guests get every shortcut but compose. Their code loads on the first key that may be
 * one; that key and any pressed while it loads are then handled as if they had been listening.
 */
export function KeyboardShortcuts({ guest = false }: { guest?: boolean }) {
  const [helpOpen, setHelpOpen] = useState(false)
  const [helpWanted, setHelpWanted] = useState(false)
  const [wanted, setWanted] = useState(false)
  const [listening, setListening] = useState(false)
  const pending = useRef<KeyboardEvent[]>([])
  const openHelp = useCallback(() => {
    setHelpWanted(true)
    setHelpOpen(true)
  }, [])
  const onListening = useCallback(() => setListening(true), [])
  useEffect(() => {
    if (listening) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!mayBeShortcut(event)) return
      pending.current.push(event)
      setWanted(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [listening])
  return (
    <>
      <ShortcutAnnouncer />
      {wanted ? (
        <Suspense fallback={null}>
          <ShortcutKeys onHelp={openHelp} compose={!guest} pending={pending} onListening={onListening} />
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
