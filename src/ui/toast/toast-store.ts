export type Toast = { id: number; tone: 'info' | 'error'; message: string }

type Listener = () => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

/** How long a message stays: errors longer, so that they can be read. */
const DURATION = { info: 5000, error: 9000 } as const

function emit(): void {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

/**
 * Shows a short message in the page's toast region: "info" politely (role=status), "error" at
 * once (role=alert). It goes away by itself; the same text twice in a row shows once.
 */
export function showToast(message: string, tone: Toast['tone'] = 'info'): void {
  const same = toasts.find((t) => t.message === message && t.tone === tone)
  if (same) dismissToast(same.id)
  const toast = { id: nextId++, tone, message }
  // Keep the three newest: a burst of failures must not cover the page.
  toasts = [...toasts, toast].slice(-3)
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), DURATION[tone]),
  )
  emit()
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  snapshot: () => toasts,
}

// Several screens (and the layout) may each mount a region: only the first mounted one renders.
const regions: symbol[] = []
const regionListeners = new Set<Listener>()

export const regionStore = {
  register(token: symbol) {
    regions.push(token)
    for (const l of regionListeners) l()
    return () => {
      regions.splice(regions.indexOf(token), 1)
      for (const l of regionListeners) l()
    }
  },
  subscribe(listener: Listener) {
    regionListeners.add(listener)
    return () => {
      regionListeners.delete(listener)
    }
  },
  active: () => regions[0] ?? null,
}
