// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { loadCurrentUser, loadRouteContext } from './load-context'

afterEach(() => session.clear({ everything: true }))

describe('session check', () => {
  it('makes no call for guests', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeUser()))
    expect(await loadCurrentUser(createQueryClient())).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('loads the current user with verify_credentials when there is a token', async () => {
    session.setToken('t1')
    const { calls } = stubFetch(() => jsonResponse(200, makeUser()))
    const user = await loadCurrentUser(createQueryClient())
    expect(user?.username).toBe('alice')
    expect(calls[0]?.path).toBe('/api/v1/accounts/verify_credentials')
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer t1')
  })

  it("drops the session when the server says 'access token is invalid'", async () => {
    session.setToken('t1')
    localStorage.setItem('theme', 'dark')
    stubFetch(() => errorResponse(401, 'access token is invalid'))
    const queryClient = createQueryClient()
    expect(await loadCurrentUser(queryClient)).toBeNull()
    expect(session.getToken()).toBeNull()
    expect(localStorage.getItem('auth_token')).toBeNull()
    // Only a logout clears the rest of local storage.
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(queryClient.getQueryData(['accounts', 'current', 't1'])).toBeUndefined()
  })

  it('keeps the session and reports other failures', async () => {
    session.setToken('t1')
    stubFetch(() => errorResponse(502, 'bad gateway'))
    await expect(loadCurrentUser(createQueryClient())).rejects.toBeInstanceOf(ApiError)
    expect(session.getToken()).toBe('t1')
  })

  it('loads the instance and the user together', async () => {
    session.setToken('t1')
    stubFetch((req) =>
      req.path === '/api/v1/instance' ? jsonResponse(200, makeInstance()) : jsonResponse(200, makeUser()),
    )
    const { instance, user } = await loadRouteContext(createQueryClient())
    expect(instance.title).toBe('Parley Test')
    expect(user?.username).toBe('alice')
  })

  it('opens offline from the cached instance and user (an offline copy) without calling the server', async () => {
    session.setToken('t1')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { calls } = stubFetch(() => errorResponse(502, 'unreachable'))
    const queryClient = createQueryClient()
    queryClient.setQueryData(['instance'], makeInstance(), { updatedAt: Date.now() - 60 * 60_000 })
    queryClient.setQueryData(['accounts', 'current', 't1'], makeUser(), { updatedAt: Date.now() - 60 * 60_000 })
    const { instance, user } = await loadRouteContext(queryClient)
    expect(instance.title).toBe('Parley Test')
    expect(user?.username).toBe('alice')
    // No revalidation started in the background either: it would be fetching now.
    expect(queryClient.isFetching()).toBe(0)
    expect(calls).toHaveLength(0)
  })
})
