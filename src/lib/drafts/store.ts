import { newIdempotencyKey } from '@/lib/idempotency'
import { storage } from '@/lib/storage'
import type { DraftBackend } from './backend'
import { draftStoreKey, isDraft, type Draft, type DraftContext, type DraftFields } from './types'

/** A change of one draft; `remote` when it came from another tab. `draft` null: deleted. */
export type DraftChange = { key: string; draft: Draft | null; remote: boolean }

type Message = { key: string; draft: Draft | null }

/** The part of BroadcastChannel the store uses (tests pass a fake). */
export type DraftChannel = {
  postMessage(message: Message): void
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

type Options = {
  /** Other tabs hear of every write here; null: no live sharing. */
  channel?: DraftChannel | null
  /** Writes wait this long for more typing (ms). */
  delay?: number
  /** Used when the backend cannot load (IndexedDB unavailable). */
  fallback?: () => DraftBackend
  now?: () => number
}

/**
 * Leaving the page cannot wait for IndexedDB: changes not yet written go to local storage at once
 * under this prefix, and the next load takes them over.
 */
const RESCUE_PREFIX = 'parley-draft-unsaved:'

type Rescued = Message & { at: number }

function takeRescued(): Rescued[] {
  const found: Rescued[] = []
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)
      if (key?.startsWith(RESCUE_PREFIX)) keys.push(key)
    }
    for (const key of keys) {
      const value: unknown = JSON.parse(storage.get(key) ?? 'null')
      storage.remove(key)
      if (typeof value === 'object' && value !== null && 'draft' in value) {
        const { draft, at } = value as { draft: unknown; at?: unknown }
        if ((draft === null || isDraft(draft)) && typeof at === 'number')
          found.push({ key: key.slice(RESCUE_PREFIX.length), draft, at })
      }
    }
  } catch {
    // no local storage
  }
  return found
}

/** The local-storage drafts kept before drafts moved to IndexedDB: text and idempotency key per context. */
const LEGACY_PREFIX = 'draft:'
const LEGACY_KEY_SUFFIX = ':idempotency-key'

function legacyContexts(): string[] {
  const found: string[] = []
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)
      if (key?.startsWith(LEGACY_PREFIX) && !key.endsWith(LEGACY_KEY_SUFFIX))
        found.push(key.slice(LEGACY_PREFIX.length))
    }
  } catch {
    // no local storage
  }
  return found
}

/**
 * The drafts of every account on this device: an in-memory copy read once from the backend,
 * writes debounced per draft (flush() sends them at once, e.g. on pagehide), and every write
 * told to the other tabs, whose copies follow. Listeners hear of every change.
 */
export class DraftStore {
  private cache = new Map<string, Draft>()
  private pending = new Map<string, Draft | null>()
  /** Changes being written: a page that goes away meanwhile may lose the write. */
  private writing = new Map<string, Draft | null>()
  private listeners = new Set<(change: DraftChange | null) => void>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private ready = false
  private readyWaiters: (() => void)[] = []
  private migrated = new Set<string>()
  private version = 0
  private readonly channel: DraftChannel | null
  private readonly delay: number
  private readonly now: () => number

  constructor(
    private backend: DraftBackend,
    private readonly options: Options = {},
  ) {
    this.channel = options.channel ?? null
    this.delay = options.delay ?? 300
    this.now = options.now ?? Date.now
    this.channel?.addEventListener('message', (event) => this.receive(event.data))
    this.start()
  }

  private start() {
    let loaded: Draft[] | Promise<Draft[]>
    try {
      loaded = this.backend.load()
    } catch {
      loaded = Promise.reject(new Error('unavailable'))
    }
    if (Array.isArray(loaded)) {
      this.accept(loaded)
      return
    }
    loaded.then(
      (drafts) => this.accept(drafts),
      () => {
        // No usable IndexedDB (private mode): keep drafts in local storage instead.
        const fallback = this.options.fallback
        this.backend = fallback ? fallback() : this.backend
        const again = fallback ? this.backend.load() : []
        this.accept(Array.isArray(again) ? again : [])
      },
    )
  }

  private accept(drafts: readonly Draft[]) {
    // Changes made before the load finished are newer than what was stored.
    for (const draft of drafts) {
      const key = draftStoreKey(draft.accountId, draft.context)
      if (!this.pending.has(key)) this.cache.set(key, draft)
    }
    // What the last page could not write before it went away.
    const rescued = takeRescued()
    for (const { key, draft, at } of rescued) {
      const known = this.cache.get(key)
      if (this.pending.has(key) || (known && known.updatedAt > at)) continue
      if (draft) this.cache.set(key, draft)
      else this.cache.delete(key)
      this.pending.set(key, draft)
    }
    if (rescued.length) this.schedule()
    this.ready = true
    this.readyWaiters.splice(0).forEach((wake) => wake())
    this.notify(null)
  }

  private receive(data: unknown) {
    if (typeof data !== 'object' || data === null) return
    const { key, draft } = data as Partial<Message>
    if (typeof key !== 'string') return
    if (draft === null) this.cache.delete(key)
    else if (isDraft(draft)) this.cache.set(key, draft)
    else return
    this.notify({ key, draft: draft ?? null, remote: true })
  }

  private notify(change: DraftChange | null) {
    this.version += 1
    this.listeners.forEach((listener) => listener(change))
  }

  /** For useSyncExternalStore: the listener is called on every change. */
  subscribe = (listener: (change: DraftChange | null) => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Changes on every change: a snapshot for useSyncExternalStore. */
  getVersion = (): number => this.version

  isReady = (): boolean => this.ready

  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve))
  }

  /** Moves the local-storage drafts of older versions to this account, once. */
  private migrate(accountId: string) {
    if (this.migrated.has(accountId)) return
    this.migrated.add(accountId)
    for (const context of legacyContexts()) {
      const legacyKey = LEGACY_PREFIX + context
      const text = storage.get(legacyKey)
      const idempotencyKey = storage.get(legacyKey + LEGACY_KEY_SUFFIX) ?? newIdempotencyKey()
      storage.remove(legacyKey)
      storage.remove(legacyKey + LEGACY_KEY_SUFFIX)
      const key = draftStoreKey(accountId, context)
      if (!text || this.cache.has(key)) continue
      const draft: Draft = {
        accountId,
        context,
        text,
        sensitive: false,
        visibility: null,
        poll: null,
        media: [],
        target: null,
        idempotencyKey,
        updatedAt: this.now(),
      }
      this.cache.set(key, draft)
      this.pending.set(key, draft)
      this.schedule()
    }
  }

  /** The account's draft for a context, or null. */
  get(accountId: string, context: DraftContext): Draft | null {
    this.migrate(accountId)
    return this.cache.get(draftStoreKey(accountId, context)) ?? null
  }

  /** The account's drafts, the most recently changed first. */
  list(accountId: string): Draft[] {
    this.migrate(accountId)
    return [...this.cache.values()].filter((d) => d.accountId === accountId).sort((a, b) => b.updatedAt - a.updatedAt)
  }

  /** Keeps the fields as the account's draft for the context; written after a pause, or at once. */
  save(accountId: string, context: DraftContext, fields: DraftFields, { immediate = false } = {}): Promise<void> {
    const key = draftStoreKey(accountId, context)
    const draft: Draft = { ...fields, accountId, context, updatedAt: this.now() }
    this.cache.set(key, draft)
    this.pending.set(key, draft)
    this.notify({ key, draft, remote: false })
    if (immediate) return this.flush()
    this.schedule()
    return Promise.resolve()
  }

  /** Deletes the account's draft for the context (after publishing, or from the drafts screen). */
  remove(accountId: string, context: DraftContext): Promise<void> {
    return this.removeKeys([draftStoreKey(accountId, context)])
  }

  /** Deletes every draft of the account (signing that account out). */
  removeAccount(accountId: string): Promise<void> {
    this.migrate(accountId)
    return this.removeKeys(
      [...this.cache.values()]
        .filter((d) => d.accountId === accountId)
        .map((d) => draftStoreKey(d.accountId, d.context)),
    )
  }

  private removeKeys(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      this.cache.delete(key)
      this.pending.set(key, null)
      this.notify({ key, draft: null, remote: false })
    }
    return this.flush()
  }

  private schedule() {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.flush(), this.delay)
  }

  /** The page is going away: waiting changes go to local storage at once, then to the backend as far as it gets. */
  flushOnExit(): void {
    const at = this.now()
    // What is still being written too: a write the page started may not outlive it.
    const unsaved = new Map([...this.writing, ...this.pending])
    for (const [key, draft] of unsaved)
      storage.set(RESCUE_PREFIX + key, JSON.stringify({ draft, at: draft?.updatedAt ?? at }))
    void this.flush()
  }

  /** Writes every waiting change now and tells the other tabs. */
  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    if (!this.ready) await this.whenReady()
    const writes = [...this.pending]
    this.pending.clear()
    for (const [key, draft] of writes) this.writing.set(key, draft)
    await Promise.all(
      writes.map(async ([key, draft]) => {
        try {
          await (draft ? this.backend.put(key, draft) : this.backend.remove(key))
          storage.remove(RESCUE_PREFIX + key)
        } catch {
          // storage full or gone: the draft lives in this page only
        }
        if (this.writing.get(key) === draft) this.writing.delete(key)
        this.channel?.postMessage({ key, draft })
      }),
    )
  }
}
