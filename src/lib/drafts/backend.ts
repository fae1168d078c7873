import { createStore, del, entries, set } from 'idb-keyval'
import { storage } from '@/lib/storage'
import { isDraft, type Draft } from './types'

/**
 * Where drafts are kept. Loading may be synchronous (memory, local storage) or not (IndexedDB);
 * a failed load makes the store fall back to local storage.
 */
export type DraftBackend = {
  load(): Draft[] | Promise<Draft[]>
  put(key: string, draft: Draft): void | Promise<void>
  remove(key: string): void | Promise<void>
}

/** IndexedDB through idb-keyval, in its own database. */
export function idbBackend(): DraftBackend {
  const store = createStore('parley-drafts', 'drafts')
  return {
    load: async () => (await entries<string, unknown>(store)).flatMap(([, value]) => (isDraft(value) ? [value] : [])),
    put: (key, draft) => set(key, draft, store),
    remove: (key) => del(key, store),
  }
}

const PREFIX = 'parley-draft:'

/** Local storage, for browsers without a usable IndexedDB (some private modes). */
export function localBackend(): DraftBackend {
  return {
    load() {
      const found: Draft[] = []
      try {
        for (let i = 0; i < localStorage.length; i += 1) {
          const key = localStorage.key(i)
          if (!key?.startsWith(PREFIX)) continue
          const value: unknown = JSON.parse(storage.get(key) ?? 'null')
          if (isDraft(value)) found.push(value)
        }
      } catch {
        // unreadable storage: no drafts
      }
      return found
    },
    put: (key, draft) => storage.set(PREFIX + key, JSON.stringify(draft)),
    remove: (key) => storage.remove(PREFIX + key),
  }
}

/** In memory only: for tests, and what is left when no storage works at all. */
export function memoryBackend(initial: readonly Draft[] = []): DraftBackend & { saved: Map<string, Draft> } {
  const saved = new Map<string, Draft>(initial.map((d) => [`${d.accountId}/${d.context}`, d]))
  return {
    saved,
    load: () => [...saved.values()],
    put: (key, draft) => void saved.set(key, draft),
    remove: (key) => void saved.delete(key),
  }
}
