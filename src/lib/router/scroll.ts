import type { RouterHistory } from './history'

/** Where positions survive a reload of the tab (like the browser's own restoration). */
const STORAGE_KEY = 'parley-scroll-positions'
/** Only the latest entries are kept. */
const MAX_ENTRIES = 100
/** How long a restore waits for the page to grow tall enough (content still arriving). */
const RESTORE_TIMEOUT_MS = 3000

/**
 * What pageShown found: another entry than before, the first one shown, or an entry of the same
 * page reached through a #fragment link (the browser has already scrolled and moved focus).
 */
export type PageShown = { changed: boolean; first: boolean; samePage: boolean }

export type ScrollManager = {
  /** Starts recording scroll positions; returns the function that stops it. */
  start(): () => void
  /**
   * Call once the page of the current entry has rendered: new entries start at the top (or at
   * their #hash), back/forward and reloads return to the saved position.
   */
  pageShown(key: string): PageShown
  /** Stops a restore still under way (a screen that places itself, such as home's reading position). */
  cancelRestore(): void
  /** The saved position of an entry (for tests). */
  saved(key: string): number | undefined
}

function load(storage: Storage | null): Map<string, number> {
  try {
    const raw = storage?.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (parsed && typeof parsed === 'object') {
      return new Map(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'))
    }
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return new Map()
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

const scrollToY = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' })

/**
 * Scrolls to `top`, trying again on the next frames while the page is still too short for it,
 * until it gets there, the user scrolls or types, or the time is up. Returns a cancel function.
 */
export function scrollWhenPossible(top: number, timeout = RESTORE_TIMEOUT_MS): () => void {
  scrollToY(top)
  if (Math.abs(window.scrollY - top) <= 1 || typeof requestAnimationFrame === 'undefined') return () => {}
  const until = Date.now() + timeout
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
      window.removeEventListener(type, stop)
  }
  const attempt = () => {
    scrollToY(top)
    if (Math.abs(window.scrollY - top) <= 1 || Date.now() > until) stop()
    else frame = requestAnimationFrame(attempt)
  }
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const)
    window.addEventListener(type, stop, { passive: true })
  frame = requestAnimationFrame(attempt)
  return stop
}

function scrollToHash(hash: string): boolean {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // Keep the raw id.
  }
  const element = id ? document.getElementById(id) : null
  element?.scrollIntoView({ block: 'start', behavior: 'instant' })
  return element !== null
}

/** Keeps one scroll position per history entry (by its key) and applies it when the entry is shown. */
export function createScrollManager(history: RouterHistory, storage: Storage | null = sessionStore()): ScrollManager {
  const positions = load(storage)
  let shownKey: string | null = null
  let shownPage: string | null = null
  let cancelRestore = () => {}

  const persist = () => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-MAX_ENTRIES))))
    } catch {
      // Full or blocked storage: positions are kept for this page only.
    }
  }

  const onScroll = () => {
    // Until the new entry's page is shown, scroll events come from the previous page going away.
    const key = history.location.key
    if (key !== shownKey) return
    positions.delete(key)
    positions.set(key, window.scrollY)
  }

  return {
    start() {
      window.addEventListener('scroll', onScroll, { passive: true })
      window.addEventListener('pagehide', persist)
      return () => {
        cancelRestore()
        window.removeEventListener('scroll', onScroll)
        window.removeEventListener('pagehide', persist)
      }
    },
    pageShown(key) {
      if (key === shownKey) return { changed: false, first: false, samePage: true }
      const { action, location } = history
      const page = location.pathname + location.search
      const first = shownKey === null
      const samePage = page === shownPage
      shownKey = key
      shownPage = page
      cancelRestore()
      cancelRestore = () => {}
      const saved = positions.get(key)
      if (action === 'pop' && saved !== undefined) {
        // Back/forward, or a reload: return to where the entry was left.
        cancelRestore = scrollWhenPossible(saved)
      } else if (location.hash && scrollToHash(location.hash)) {
        // A #fragment of the page.
      } else if (!first && !(samePage && action === 'pop')) {
        scrollToY(0)
      }
      return { changed: true, first, samePage }
    },
    cancelRestore() {
      cancelRestore()
      cancelRestore = () => {}
    },
    saved: (key) => positions.get(key),
  }
}
