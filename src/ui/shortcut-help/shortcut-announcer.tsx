import { useSyncExternalStore } from 'react'
import { announcements } from '@/lib/keyboard/announce'
import { VisuallyHidden } from '../visually-hidden'

/**
 * The polite live region for the results of keyboard shortcuts ("Liked"...). Present from the
 * start and empty until something is said, so that screen readers announce each message once.
 */
export function ShortcutAnnouncer() {
  const count = useSyncExternalStore(announcements.subscribe, announcements.snapshot, () => 0)
  return (
    <VisuallyHidden role="status">
      {/* A new key per message: the same text twice is a new announcement. */}
      {count > 0 ? <span key={count}>{announcements.message()}</span> : null}
    </VisuallyHidden>
  )
}
