import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import { session } from '@/lib/session'

// IndexedDB as a map: what idb-keyval is asked to keep, per store.
const stored = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  get: async (key: string) => structuredClone(stored.get(key)),
  set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: string) => void stored.delete(key),
  clear: async () => stored.clear(),
}))

const { accountKey, forgetAccount, forgetAll, restore, save } = await import('./persister')

const TOKEN = 'alice-secret-token'
const home = ['timelines', 'home'] as const
const homeData = { pages: [{ items: [{ id: 'p1', content: 'Hello' }] }], pageParams: [null] }

function signedIn(token: string | null) {
  if (token === null) session.clear()
  else session.setToken(token)
}

describe('the per-account key', () => {
  it('is "guest" without a token', async () => {
    expect(await accountKey(null)).toBe('guest')
  })

  it('is a hash of the token, the same for the same token and never the token itself', async () => {
    const key = await accountKey(TOKEN)
    expect(key).toMatch(/^account:[0-9a-f]{32}$/)
    expect(key).not.toContain(TOKEN)
    expect(await accountKey(TOKEN)).toBe(key)
    expect(await accountKey('bob-secret-token')).not.toBe(key)
  })
})

describe('saving and restoring', () => {
  beforeEach(() => {
    stored.clear()
    signedIn(TOKEN)
  })
  afterEach(() => signedIn(null))

  async function savedClient(): Promise<void> {
    const client = new QueryClient()
    client.setQueryData(home, homeData)
    client.setQueryData(['search', 'hello'], { statuses: [] })
    client.setQueryData(accountKeys.current(TOKEN), { id: 'alice-id', acct: 'alice' })
    await save(client)
  }

  it("puts the account's timelines and user back into a new cache, stale so that screens refresh them online", async () => {
    await savedClient()
    const client = new QueryClient()
    expect(await restore(client, TOKEN)).toBe(true)
    expect(client.getQueryData(home)).toEqual(homeData)
    expect(client.getQueryState(home)?.isInvalidated).toBe(true)
    expect(client.getQueryData(accountKeys.current(TOKEN))).toEqual({ id: 'alice-id', acct: 'alice' })
    expect(client.getQueryState(accountKeys.current(TOKEN))?.isInvalidated).toBe(true)
    expect(client.getQueryData(['search', 'hello'])).toBeUndefined()
  })

  it('never writes the token', async () => {
    await savedClient()
    expect(JSON.stringify([...stored.entries()])).not.toContain(TOKEN)
  })

  it("does not give one account's copy to another account or to a guest", async () => {
    await savedClient()
    expect(await restore(new QueryClient(), 'bob-secret-token')).toBe(false)
    expect(await restore(new QueryClient(), null)).toBe(false)
  })

  it('keeps data fetched meanwhile, which is newer', async () => {
    await savedClient()
    const client = new QueryClient()
    const fresher = { pages: [{ items: [] }], pageParams: [null] }
    client.setQueryData(home, fresher, { updatedAt: Date.now() + 1000 })
    await restore(client, TOKEN)
    expect(client.getQueryData(home)).toBe(fresher)
  })

  it("forgets one account's copy and keeps the others", async () => {
    await savedClient()
    signedIn('bob-secret-token')
    const bobs = new QueryClient()
    bobs.setQueryData(home, homeData)
    await save(bobs)
    await forgetAccount(TOKEN)
    expect(await restore(new QueryClient(), TOKEN)).toBe(false)
    expect(await restore(new QueryClient(), 'bob-secret-token')).toBe(true)
  })

  it('forgets every account on logout', async () => {
    await savedClient()
    await forgetAll()
    expect(stored.size).toBe(0)
    expect(await restore(new QueryClient(), TOKEN)).toBe(false)
  })

  it('drops the copy of another build', async () => {
    await savedClient()
    const key = (await accountKey(TOKEN))!
    stored.set(key, { ...(stored.get(key) as object), buster: 'an-earlier-build' })
    expect(await restore(new QueryClient(), TOKEN)).toBe(false)
    expect(stored.size).toBe(0)
  })

  it('drops a write under way when the copies are forgotten', async () => {
    const client = new QueryClient()
    client.setQueryData(home, homeData)
    const saving = save(client)
    await forgetAll()
    await saving
    expect(stored.size).toBe(0)
  })

  it('drops a copy older than a day', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00Z'), toFake: ['Date'] })
    try {
      await savedClient()
      vi.setSystemTime(Date.parse('2026-11-27T12:00:01Z'))
      expect(await restore(new QueryClient(), TOKEN)).toBe(false)
      expect(stored.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
