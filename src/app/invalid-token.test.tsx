// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, requestJson } from '@/lib/http'
import { session } from '@/lib/session'
import { dismissToast, toastStore } from '@/ui/toast/toast-store'
import { dropSessionOnInvalidToken } from './invalid-token'

// IndexedDB as a map, as idb-keyval is asked to keep it (the offline copies of the cache).
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
  clear: async () => stored.clear(),
}))

const refused = () => Promise.reject(new ApiError(401, 'access token is invalid'))
/** After the session check's own step: it ends a session in a microtask queued when the call failed. */
const afterSessionCheck = () => new Promise<void>((resolve) => queueMicrotask(resolve))

afterEach(() => {
  for (const toast of toastStore.snapshot()) dismissToast(toast.id)
  localStorage.clear()
})

describe('dropSessionOnInvalidToken', () => {
  // First: a refusal in another test deletes a copy a moment later, which would drop these writes.
  it("deletes the refused account's offline copy at once, and no other account's", async () => {
    const { accountKey, save } = await import('@/lib/persist/persister')
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['timelines', 'home'], {
      pages: [{ items: [{ id: 'p1', visibility: 'direct' }] }],
      pageParams: [null],
    })
    session.setToken('other')
    await save(client)
    session.setToken('old')
    await save(client)
    const [old, other] = [await accountKey('old'), await accountKey('other')]
    expect([...stored.keys()].sort()).toEqual([old, other].sort())

    const stop = dropSessionOnInvalidToken(client)
    await client.fetchQuery({ queryKey: ['a'], queryFn: refused }).catch(() => {})
    await vi.waitFor(() => expect([...stored.keys()]).toEqual([other]))
    stop()
    stored.clear()
  })

  it('ends the session once, says so in a message that outlives it, and keeps the drafts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const stop = dropSessionOnInvalidToken(client)
    session.setToken('old')
    localStorage.setItem('parley-draft', 'half a sentence')
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ['a'], queryFn: refused }),
      client.fetchQuery({ queryKey: ['b'], queryFn: refused }),
    ])
    await vi.waitFor(() => expect(session.getToken()).toBeNull())
    expect(toastStore.snapshot().map((t) => t.message)).toEqual([
      'Your session has expired. Sign in again; your draft is kept.',
    ])
    expect(toastStore.snapshot()[0]?.tone).toBe('error')
    expect(localStorage.getItem('parley-draft')).toBe('half a sentence')
    stop()
  })

  it('does nothing for other errors or without a session', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const stop = dropSessionOnInvalidToken(client)
    session.setToken('fine')
    await client
      .fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(new ApiError(401, 'auth header is not present')) })
      .catch(() => {})
    await afterSessionCheck()
    expect(session.getToken()).toBe('fine')
    session.clear()
    await client.fetchQuery({ queryKey: ['d'], queryFn: refused }).catch(() => {})
    await afterSessionCheck()
    expect(toastStore.snapshot()).toHaveLength(0)
    stop()
  })
})

describe('a refused token outside the query cache', () => {
  it('also ends the session, e.g. for a post toggle that handles its own errors', async () => {
    const client = new QueryClient()
    const stop = dropSessionOnInvalidToken(client)
    session.setToken('stale')
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ error_description: 'access token is invalid' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    )
    await requestJson('/api/v1/statuses/1/favourite', { method: 'POST' }).catch(() => {})
    await vi.waitFor(() => expect(session.getToken()).toBeNull())
    expect(toastStore.snapshot()).toHaveLength(1)
    stop()
    vi.unstubAllGlobals()
  })
})
