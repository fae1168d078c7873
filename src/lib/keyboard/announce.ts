type Listener = () => void

let message = ''
let count = 0
const listeners = new Set<Listener>()

/**
 * Says `text` through the polite live region of the layout (ShortcutAnnouncer): the result of a
 * shortcut whose control does not have the focus. The same text twice is announced twice.
 */
export function announce(text: string): void {
  message = text
  count += 1
  for (const listener of listeners) listener()
}

export const announcements = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** The latest message and its number (a new number for a repeated text). */
  snapshot: () => count,
  message: () => message,
}
