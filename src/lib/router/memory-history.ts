import { createKey, type Action, type Location, type RouterHistory } from './history'
import { createPath, resolvePath } from './path'

export type MemoryHistory = RouterHistory & {
  /** Every entry, oldest first, and the index of the current one (for tests). */
  readonly entries: readonly Location[]
  readonly index: number
}

/** A history kept in memory, for tests: starts at the last of `initialEntries` (default "/"). */
export function createMemoryHistory(initialEntries: readonly string[] = ['/']): MemoryHistory {
  const listeners = new Set<() => void>()
  const toLocation = (to: string, from: string, state: unknown = null): Location => ({
    ...resolvePath(to, from),
    key: createKey(),
    state,
  })
  let entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((to) => toLocation(to, '/'))
  let index = entries.length - 1
  let action: Action = 'pop'
  const current = () => entries[index]!

  function emit() {
    for (const listener of [...listeners]) listener()
  }

  return {
    kind: 'memory',
    get location() {
      return current()
    },
    get action() {
      return action
    },
    get entries() {
      return entries
    },
    get index() {
      return index
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    push(to, state) {
      const next = toLocation(to, current().pathname, state)
      entries = [...entries.slice(0, index + 1), next]
      index = entries.length - 1
      action = 'push'
      emit()
    },
    replace(to, state) {
      entries = entries.map((entry, i) => (i === index ? toLocation(to, current().pathname, state) : entry))
      action = 'replace'
      emit()
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1)
      if (next === index) return
      index = next
      action = 'pop'
      emit()
    },
    createHref: (to) => createPath(resolvePath(to, current().pathname)),
  }
}
