// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, networkFailure, stubFetch } from '@/lib/testing/fetch-stub'
import { makeInstance, makeToken, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { useLogout } from './logout'
import { useSignIn, useWalletSignIn, useWalletSignUp } from './mutations'

// The offline copies of the cache, as the persister is asked to forget them.
const forgotten = vi.hoisted(() => [] as (string | undefined)[])
vi.mock('@/lib/persist', () => ({ forgetPersistedCache: async (token?: string) => void forgotten.push(token) }))

afterEach(() => {
  session.clear({ everything: true })
  forgotten.length = 0
})

function setup() {
  const queryClient = createQueryClient()
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  queryClient.setQueryData(['accounts', 'current', 'tok'], makeUser())
  queryClient.setQueryData(['timelines', 'home'], { pages: [] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, ...renderHook(() => useLogout(), { wrapper }) }
}

describe('logout', () => {
  it('revokes the token first, then clears local storage and the cache', async () => {
    session.setToken('tok')
    localStorage.setItem('draft:new', 'hello')
    let tokenDuringRevoke: string | null = null
    const { calls } = stubFetch(() => {
      tokenDuringRevoke = localStorage.getItem('auth_token')
      return jsonResponse(200, {})
    })
    const { result, queryClient } = setup()
    result.current.mutate()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.path).toBe('/oauth/revoke')
    expect(calls[0]?.body).toEqual({ token: 'tok' })
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok')
    expect(tokenDuringRevoke).toBe('tok')
    expect(session.getToken()).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(queryClient.getQueryData(['accounts', 'current', 'tok'])).toBeUndefined()
    expect(queryClient.getQueryData(['timelines', 'home'])).toBeUndefined()
    // The instance information does not depend on who is signed in.
    expect(queryClient.getQueryData(instanceKeys.all)).toBeDefined()
  })

  it('ends the session even when the token was already invalid or the server is down', async () => {
    for (const answer of [() => errorResponse(401, 'access token is invalid'), networkFailure]) {
      session.setToken('tok')
      stubFetch(answer)
      const { result } = setup()
      result.current.mutate()
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      expect(session.getToken()).toBeNull()
    }
  })
})

describe('wallet sign-in and sign-up', () => {
  const wrap = () => {
    const queryClient = createQueryClient()
    return ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
  }
  const answer = (path: string) =>
    path === '/oauth/token'
      ? jsonResponse(200, makeToken('wt'))
      : path === '/api/v1/accounts'
        ? jsonResponse(201, makeUser())
        : jsonResponse(200, makeUser())

  it('registers and then asks for a token with the same message and signature', async () => {
    const { calls } = stubFetch((req) => answer(req.path))
    const { result } = renderHook(() => useWalletSignUp(), { wrapper: wrap() })
    result.current.mutate({ method: 'eip4361', username: 'neo', message: 'm', signature: '0xs', inviteCode: 'code' })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/accounts',
      'POST /oauth/token',
      'GET /api/v1/accounts/verify_credentials',
    ])
    expect(calls[0]?.body).toEqual({
      authentication_method: 'eip4361',
      username: 'neo',
      message: 'm',
      signature: '0xs',
      invite_code: 'code',
    })
    expect(calls[1]?.body).toEqual({
      grant_type: 'eip4361',
      username: null,
      password: null,
      message: 'm',
      signature: '0xs',
    })
    expect(session.getToken()).toBe('wt')
  })

  it('signs in with a Monero signature and keeps no session on failure', async () => {
    const { calls } = stubFetch((req) =>
      req.path === '/oauth/token' ? errorResponse(404, 'user not found') : answer(req.path),
    )
    const { result } = renderHook(() => useWalletSignIn(), { wrapper: wrap() })
    result.current.mutate({ method: 'caip122_monero', message: 'm', signature: 'SigV2x' })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toBe('user not found')
    expect(calls[0]?.body).toEqual({
      grant_type: 'caip122_monero',
      username: null,
      password: null,
      message: 'm',
      signature: 'SigV2x',
    })
    expect(session.getToken()).toBeNull()
  })
})

describe('several accounts', () => {
  const alice = uuidOf(1)
  const bob = makeUser({ id: uuidOf(2), username: 'bob', acct: 'bob', display_name: 'Bob' })

  it('adds a signed-in account next to the active one, checking its token before switching', async () => {
    session.addAccount({ id: alice, acct: 'alice', displayName: 'Alice', avatar: null, token: 'ta' })
    const { calls } = stubFetch((req) =>
      req.path === '/oauth/token' ? jsonResponse(200, makeToken('tb')) : jsonResponse(200, bob),
    )
    const queryClient = createQueryClient()
    queryClient.setQueryData(instanceKeys.all, makeInstance())
    queryClient.setQueryData(['timelines', 'home'], { pages: ['alice'] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useSignIn(), { wrapper })
    result.current.mutate({ username: 'bob', password: 'pw' })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls[1]?.path).toBe('/api/v1/accounts/verify_credentials')
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tb')
    expect(session.getToken()).toBe('tb')
    expect(session.accounts().map((a) => `${a.acct}:${a.token}`)).toEqual(['alice:ta', 'bob:tb'])
    // Alice's cached data is gone; bob's user is known at once; the instance stays.
    expect(queryClient.getQueryData(['timelines', 'home'])).toBeUndefined()
    expect(queryClient.getQueryData(['accounts', 'current', 'tb'])).toEqual(bob)
    expect(queryClient.getQueryData(instanceKeys.all)).toBeDefined()
  })

  it('signing in again to a listed account revokes its old token and forgets the offline copy kept under it', async () => {
    session.addAccount({ id: bob.id, acct: 'bob', displayName: 'Bob', avatar: null, token: 'old' })
    const { calls } = stubFetch((req) =>
      req.path === '/oauth/token'
        ? jsonResponse(200, makeToken('new'))
        : req.path === '/oauth/revoke'
          ? jsonResponse(200, {})
          : jsonResponse(200, bob),
    )
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useSignIn(), { wrapper })
    result.current.mutate({ username: 'bob', password: 'pw' })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(session.accounts().map((a) => `${a.acct}:${a.token}`)).toEqual(['bob:new'])
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/oauth/revoke' && c.headers.get('Authorization') === 'Bearer old')).toBe(
        true,
      ),
    )
    await waitFor(() => expect(forgotten).toEqual(['old']))
  })

  // v5.9.1 mitra_api/src/mastodon_api/oauth/types.rs TokenResponse.expires_in (since 4.12.0); 3.21 has none.
  it('remembers when the token ends where the server says (expires_in), and nothing where it does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'))
    for (const [expiresIn, expected] of [
      [3600, Date.parse('2026-11-28T13:00:00Z')],
      [undefined, undefined],
    ] as const) {
      session.clear({ everything: true })
      const token = { ...makeToken('tb'), ...(expiresIn ? { expires_in: expiresIn } : {}) }
      stubFetch((req) => (req.path === '/oauth/token' ? jsonResponse(200, token) : jsonResponse(200, bob)))
      const queryClient = createQueryClient()
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )
      const { result } = renderHook(() => useSignIn(), { wrapper })
      result.current.mutate({ username: 'bob', password: 'pw' })
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      expect(session.active()?.token).toBe('tb')
      expect(session.active()?.expiresAt).toBe(expected)
    }
    vi.useRealTimers()
  })

  it('leaves the session as it was when the new token is refused', async () => {
    session.addAccount({ id: alice, acct: 'alice', displayName: 'Alice', avatar: null, token: 'ta' })
    stubFetch((req) =>
      req.path === '/oauth/token' ? jsonResponse(200, makeToken('tb')) : errorResponse(401, 'access token is invalid'),
    )
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useSignIn(), { wrapper })
    result.current.mutate({ username: 'bob', password: 'pw' })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(session.getToken()).toBe('ta')
    expect(session.accounts()).toHaveLength(1)
  })

  it('logs out only the active account, revoking its token, and hands over to the next', async () => {
    session.addAccount({ id: alice, acct: 'alice', displayName: 'Alice', avatar: null, token: 'ta' })
    session.addAccount({ id: bob.id, acct: 'bob', displayName: 'Bob', avatar: null, token: 'tb' })
    localStorage.setItem(`theme:${alice}`, 'dark')
    const { calls } = stubFetch(() => jsonResponse(200, {}))
    const queryClient = createQueryClient()
    queryClient.setQueryData(['timelines', 'home'], { pages: ['bob'] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useLogout(), { wrapper })
    result.current.mutate()
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBe('home')
    expect(calls.map((c) => c.path)).toEqual(['/oauth/revoke'])
    expect(calls[0]?.body).toEqual({ token: 'tb' })
    expect(session.getToken()).toBe('ta')
    expect(session.accounts().map((a) => a.acct)).toEqual(['alice'])
    // Alice's things on this device stay; bob's cached data goes.
    expect(localStorage.getItem(`theme:${alice}`)).toBe('dark')
    expect(queryClient.getQueryData(['timelines', 'home'])).toBeUndefined()

    result.current.mutate()
    await waitFor(() => expect(result.current.data).toBe('landing'))
    expect(session.getToken()).toBeNull()
    expect(localStorage.length).toBe(0)
  })
})
