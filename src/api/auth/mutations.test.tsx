// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, networkFailure, stubFetch } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { useLogout } from './mutations'

afterEach(() => session.clear({ everything: true }))

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
