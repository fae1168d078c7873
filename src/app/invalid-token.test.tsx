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

// Mitra 4.12+ says how long a token lives (expires_in); the client ends the session when it ends.
describe('a token that reaches its end', () => {
  const account = (token: string, expiresAt?: number) => ({
    id: `id-${token}`,
    acct: token,
    displayName: '',
    avatar: null,
    token,
    ...(expiresAt ? { expiresAt } : {}),
  })
  afterEach(() => {
    vi.useRealTimers()
    session.clear({ everything: true })
  })

  it('ends the session when that time comes, as a refused token does, drafts kept', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const stop = dropSessionOnInvalidToken(client)
    localStorage.setItem('parley-draft', 'half a sentence')
    session.addAccount(account('short', Date.now() + 20_000))
    await vi.advanceTimersByTimeAsync(19_000)
    expect(session.getToken()).toBe('short')
    await vi.advanceTimersByTimeAsync(1_500)
    expect(session.getToken()).toBeNull()
    expect(session.accounts()).toEqual([])
    expect(toastStore.snapshot().map((t) => t.message)).toEqual([
      'Your session has expired. Sign in again; your draft is kept.',
    ])
    expect(localStorage.getItem('parley-draft')).toBe('half a sentence')
    stop()
  })

  it('ends it at start when it ended while the page was closed', async () => {
    vi.useFakeTimers()
    session.addAccount(account('gone', Date.now() - 1_000))
    const stop = dropSessionOnInvalidToken(new QueryClient())
    await vi.advanceTimersByTimeAsync(0)
    expect(session.getToken()).toBeNull()
    expect(toastStore.snapshot()).toHaveLength(1)
    stop()
  })

  it('waits past the longest setTimeout for a 30-day token, and follows a switch of account', async () => {
    vi.useFakeTimers()
    const stop = dropSessionOnInvalidToken(new QueryClient())
    const day = 24 * 3600_000
    session.addAccount(account('month', Date.now() + 30 * day))
    await vi.advanceTimersByTimeAsync(29 * day)
    expect(session.getToken()).toBe('month')
    // Another account without an end: nothing happens while it is the active one.
    session.addAccount(account('open'))
    await vi.advanceTimersByTimeAsync(2 * day)
    expect(session.getToken()).toBe('open')
    // Back to the first, whose end has passed meanwhile: it ends at once.
    session.switchTo('id-month')
    await vi.advanceTimersByTimeAsync(0)
    expect(session.getToken()).toBeNull()
    expect(session.accounts().map((a) => a.token)).toEqual(['open'])
    stop()
  })

  it('leaves a session without an end alone (Mitra 3.21 says nothing)', async () => {
    vi.useFakeTimers()
    const stop = dropSessionOnInvalidToken(new QueryClient())
    session.addAccount(account('open'))
    await vi.advanceTimersByTimeAsync(365 * 24 * 3600_000)
    expect(session.getToken()).toBe('open')
    expect(toastStore.snapshot()).toHaveLength(0)
    stop()
  })
})
