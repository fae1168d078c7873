import { createPath, resolvePath, type Path } from './path'

/** A history entry: where it is, and a key that stays with the entry (for its scroll position). */
export type Location = Path & { key: string; state: unknown }

/** How the current entry was reached: a new entry, a replaced one, or back/forward (and the first load). */
export type Action = 'push' | 'replace' | 'pop'

export type RouterHistory = {
  readonly kind: 'browser' | 'memory'
  readonly location: Location
  readonly action: Action
  /** Calls `listener` after every change; returns the unsubscribe function (useSyncExternalStore-ready). */
  subscribe(listener: () => void): () => void
  push(to: string, state?: unknown): void
  replace(to: string, state?: unknown): void
  go(delta: number): void
  /** The href of a link to `to`. */
  createHref(to: string): string
}

export const createKey = (): string => Math.random().toString(36).slice(2, 10)

/** What the browser history keeps with each entry. */
type EntryState = { key: string; usr: unknown }

function readEntry(value: unknown): EntryState | null {
  if (value && typeof value === 'object' && 'key' in value && typeof value.key === 'string') {
    return { key: value.key, usr: 'usr' in value ? value.usr : undefined }
  }
  return null
}

/** The History API as a store: one location, listeners told of every change. */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<() => void>()
  let action: Action = 'pop'
  let location = read()
  // Give the first entry a key, so that its scroll position can be kept too.
  if (!readEntry(win.history.state)) {
    win.history.replaceState({ key: location.key, usr: location.state } satisfies EntryState, '')
  }
  // Scroll positions are restored by the router once the page has rendered, not by the browser.
  if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual'

  function read(): Location {
    const entry = readEntry(win.history.state)
    const { pathname, search, hash } = win.location
    return { pathname, search, hash, key: entry?.key ?? createKey(), state: entry?.usr ?? null }
  }

  function emit() {
    for (const listener of [...listeners]) listener()
  }

  function change(kind: 'push' | 'replace', to: string, state: unknown) {
    const path = resolvePath(to, location.pathname)
    const entry: EntryState = { key: createKey(), usr: state ?? null }
    const url = createPath(path)
    if (kind === 'push') win.history.pushState(entry, '', url)
    else win.history.replaceState(entry, '', url)
    action = kind
    location = { ...path, key: entry.key, state: entry.usr }
    emit()
  }

  win.addEventListener('popstate', () => {
    action = 'pop'
    location = read()
    // An entry the browser made itself (a #fragment link) gets its key now, to keep it on back/forward.
    if (!readEntry(win.history.state))
      win.history.replaceState({ key: location.key, usr: null } satisfies EntryState, '')
    emit()
  })

  return {
    kind: 'browser',
    get location() {
      return location
    },
    get action() {
      return action
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    push: (to, state) => change('push', to, state),
    replace: (to, state) => change('replace', to, state),
    go: (delta) => win.history.go(delta),
    createHref: (to) => createPath(resolvePath(to, location.pathname)),
  }
}
