// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, requestJson } from '@/lib/http'
import { session } from '@/lib/session'
import { dismissToast, toastStore } from '@/ui/toast/toast-store'
import { dropSessionOnInvalidToken } from './invalid-token'

const refused = () => Promise.reject(new ApiError(401, 'access token is invalid'))
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  for (const toast of toastStore.snapshot()) dismissToast(toast.id)
  localStorage.clear()
})

describe('dropSessionOnInvalidToken', () => {
  it('ends the session once, says so in a message that outlives it, and keeps the drafts', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const stop = dropSessionOnInvalidToken(client)
    session.setToken('old')
    localStorage.setItem('parley-draft', 'half a sentence')
    await Promise.allSettled([
      client.fetchQuery({ queryKey: ['a'], queryFn: refused }),
      client.fetchQuery({ queryKey: ['b'], queryFn: refused }),
    ])
    await flush()
    expect(session.getToken()).toBeNull()
    expect(toastStore.snapshot().map((t) => t.message)).toEqual(['Your session has expired. Sign in again; your draft is kept.'])
    expect(toastStore.snapshot()[0]?.tone).toBe('error')
    expect(localStorage.getItem('parley-draft')).toBe('half a sentence')
    stop()
  })

  it('does nothing for other errors or without a session', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const stop = dropSessionOnInvalidToken(client)
    session.setToken('fine')
    await client.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(new ApiError(401, 'auth header is not present')) }).catch(() => {})
    await flush()
    expect(session.getToken()).toBe('fine')
    session.clear()
    await client.fetchQuery({ queryKey: ['d'], queryFn: refused }).catch(() => {})
    await flush()
    expect(toastStore.snapshot()).toHaveLength(0)
    stop()
  })
})

describe('a refused token outside the query cache', () => {
  it('also ends the session, e.g. for a post toggle that handles its own errors', async () => {
    const client = new QueryClient()
    const stop = dropSessionOnInvalidToken(client)
    session.setToken('stale')
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ error_description: 'access token is invalid' }), { status: 401, headers: { 'Content-Type': 'application/json' } })))
    await requestJson('/api/v1/statuses/1/favourite', { method: 'POST' }).catch(() => {})
    await flush()
    expect(session.getToken()).toBeNull()
    expect(toastStore.snapshot()).toHaveLength(1)
    stop()
    vi.unstubAllGlobals()
  })
})
