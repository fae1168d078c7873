// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryBackend, type DraftBackend } from './backend'
import { DraftStore, type DraftChannel } from './store'
import type { Draft, DraftFields } from './types'

const fields = (text: string, more: Partial<DraftFields> = {}): DraftFields => ({
  text,
  sensitive: false,
  visibility: null,
  poll: null,
  media: [],
  target: null,
  idempotencyKey: 'k1',
  ...more,
})

/** Two channels that hear each other, like two tabs on BroadcastChannel. */
function channelPair(): [DraftChannel, DraftChannel] {
  const listeners: ((event: MessageEvent<unknown>) => void)[][] = [[], []]
  const make = (me: 0 | 1): DraftChannel => ({
    postMessage: (message) =>
      listeners[1 - me]?.forEach((l) => l({ data: structuredClone(message) } as MessageEvent<unknown>)),
    addEventListener: (_type, listener) => void listeners[me]?.push(listener),
  })
  return [make(0), make(1)]
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => vi.useRealTimers())

describe('DraftStore', () => {
  it('keeps drafts per account and context, and debounces writes', async () => {
    const backend = memoryBackend()
    const store = new DraftStore(backend)
    expect(store.isReady()).toBe(true)
    void store.save('alice', 'new', fields('hel'))
    void store.save('alice', 'new', fields('hello'))
    void store.save('bob', 'new', fields('bob text'))
    expect(store.get('alice', 'new')?.text).toBe('hello')
    expect(store.get('bob', 'new')?.text).toBe('bob text')
    expect(store.get('carol', 'new')).toBeNull()
    expect(backend.saved.size).toBe(0)
    await vi.advanceTimersByTimeAsync(300)
    expect(backend.saved.get('alice/new')?.text).toBe('hello')
  })

  it('writes at once on flush (pagehide)', async () => {
    const backend = memoryBackend()
    const store = new DraftStore(backend)
    void store.save('alice', 'reply:1', fields('answer'))
    await store.flush()
    expect(backend.saved.get('alice/reply:1')?.text).toBe('answer')
  })

  it('lists only the account’s drafts, newest first', () => {
    let now = 1000
    const store = new DraftStore(memoryBackend(), { now: () => (now += 1) })
    void store.save('alice', 'new', fields('a'))
    void store.save('bob', 'new', fields('b'))
    void store.save('alice', 'quote:9', fields('q'))
    expect(store.list('alice').map((d) => d.context)).toEqual(['quote:9', 'new'])
  })

  it('shares writes with the other tabs, which update their copy and hear a remote change', async () => {
    const [one, two] = channelPair()
    const storeA = new DraftStore(memoryBackend(), { channel: one })
    const storeB = new DraftStore(memoryBackend(), { channel: two })
    const heard = vi.fn()
    storeB.subscribe(heard)
    void storeA.save('alice', 'new', fields('from tab one'))
    await vi.advanceTimersByTimeAsync(300)
    expect(storeB.get('alice', 'new')?.text).toBe('from tab one')
    expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'alice/new', remote: true }))
    await storeA.remove('alice', 'new')
    expect(storeB.get('alice', 'new')).toBeNull()
  })

  it('deletes every draft of one account only', async () => {
    const backend = memoryBackend()
    const store = new DraftStore(backend)
    void store.save('alice', 'new', fields('a'))
    void store.save('alice', 'reply:2', fields('r'))
    void store.save('bob', 'new', fields('b'))
    await store.removeAccount('alice')
    expect(store.list('alice')).toEqual([])
    expect([...backend.saved.keys()]).toEqual(['bob/new'])
  })

  it('waits for a slow backend and keeps what was typed meanwhile', async () => {
    const stored: Draft = { ...fields('old'), accountId: 'alice', context: 'new', updatedAt: 1 }
    let resolve: (drafts: Draft[]) => void = () => {}
    const backend: DraftBackend = { load: () => new Promise((r) => (resolve = r)), put: vi.fn(), remove: vi.fn() }
    const store = new DraftStore(backend)
    expect(store.isReady()).toBe(false)
    void store.save('alice', 'reply:3', fields('typed'))
    resolve([stored])
    await store.whenReady()
    expect(store.get('alice', 'new')?.text).toBe('old')
    expect(store.get('alice', 'reply:3')?.text).toBe('typed')
  })

  it('falls back when the backend cannot load (no IndexedDB in private mode)', async () => {
    const fallback = memoryBackend([{ ...fields('kept'), accountId: 'alice', context: 'new', updatedAt: 1 }])
    const broken: DraftBackend = { load: () => Promise.reject(new Error('no idb')), put: vi.fn(), remove: vi.fn() }
    const store = new DraftStore(broken, { fallback: () => fallback })
    await store.whenReady()
    expect(store.get('alice', 'new')?.text).toBe('kept')
    void store.save('alice', 'new', fields('newer'))
    await store.flush()
    expect(fallback.saved.get('alice/new')?.text).toBe('newer')
    expect(broken.put).not.toHaveBeenCalled()
  })

  it('moves a local-storage draft of an older version to the first account that reads it', async () => {
    localStorage.setItem('draft:new', 'legacy text')
    localStorage.setItem('draft:new:idempotency-key', 'abc')
    localStorage.setItem('draft:reply:5', 'legacy reply')
    const backend = memoryBackend()
    const store = new DraftStore(backend)
    expect(store.get('alice', 'new')).toMatchObject({ text: 'legacy text', idempotencyKey: 'abc' })
    expect(store.get('alice', 'reply:5')?.text).toBe('legacy reply')
    expect(localStorage.getItem('draft:new')).toBeNull()
    expect(store.get('bob', 'new')).toBeNull()
    await store.flush()
    expect(backend.saved.has('alice/new')).toBe(true)
  })

  it('ignores malformed messages and stored values', () => {
    const [one, two] = channelPair()
    const store = new DraftStore(memoryBackend(), { channel: two })
    one.postMessage({ key: 'alice/new', draft: { text: 1 } as unknown as Draft })
    expect(store.get('alice', 'new')).toBeNull()
  })
})

describe('DraftStore leaving the page', () => {
  it('keeps what was typed just before leaving, for the next load', async () => {
    const slow: DraftBackend = { load: () => [], put: () => new Promise(() => {}), remove: vi.fn() }
    const leaving = new DraftStore(slow)
    void leaving.save('alice', 'new', fields('typed just before reload'))
    leaving.flushOnExit()
    const backend = memoryBackend()
    const next = new DraftStore(backend)
    expect(next.get('alice', 'new')?.text).toBe('typed just before reload')
    await vi.advanceTimersByTimeAsync(300)
    expect(backend.saved.get('alice/new')?.text).toBe('typed just before reload')
    expect(Object.keys(localStorage).filter((k) => k.startsWith('parley-draft-unsaved:'))).toEqual([])
  })

  it('keeps a change whose write was still under way when the page went away', async () => {
    const slow: DraftBackend = { load: () => [], put: () => new Promise(() => {}), remove: vi.fn() }
    const leaving = new DraftStore(slow)
    void leaving.save('alice', 'new', fields('typed, then written as the page left'))
    // The pause is over: the write starts, and the page goes before it ends.
    await vi.advanceTimersByTimeAsync(300)
    leaving.flushOnExit()
    const next = new DraftStore(memoryBackend())
    expect(next.get('alice', 'new')?.text).toBe('typed, then written as the page left')
  })

  it('does not let an old rescued change override a newer stored draft', () => {
    localStorage.setItem('parley-draft-unsaved:alice/new', JSON.stringify({ draft: null, at: 5 }))
    const store = new DraftStore(
      memoryBackend([{ ...fields('newer'), accountId: 'alice', context: 'new', updatedAt: 10 }]),
    )
    expect(store.get('alice', 'new')?.text).toBe('newer')
  })
})
