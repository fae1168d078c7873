// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_INVALID } from '@/lib/http'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { toastStore } from '@/ui/toast/toast-store'
import { createApp } from './app'

afterEach(() => {
  session.clear({ everything: true })
  vi.unstubAllGlobals()
})

/** Bob's account id: a UUID, as Mitra sends it. */
const BOB = uuidOf(2)

/** Answers the start-up calls; the user's answer waits until `releaseUser` is called. */
function server(user: 'member' | 'refused') {
  let releaseUser: () => void = () => {}
  const userAnswered = new Promise<void>((resolve) => (releaseUser = resolve))
  const stub = stubFetch(async ({ path }: StubRequest) => {
    if (path === '/api/v1/instance') return jsonResponse(200, makeInstance())
    if (path === '/api/v1/accounts/verify_credentials') {
      await userAnswered
      return user === 'member' ? jsonResponse(200, makeUser()) : errorResponse(401, TOKEN_INVALID)
    }
    if (user === 'refused') return errorResponse(401, TOKEN_INVALID)
    if (path === '/api/v1/accounts/lookup') return jsonResponse(200, makeAccount({ id: BOB, username: 'bob' }))
    return jsonResponse(200, [])
  })
  return { paths: () => stub.calls.map((call) => call.path), releaseUser }
}

describe('createApp', () => {
  it('asks for home’s posts at once with a session, before the member is known', async () => {
    session.setToken('member-token')
    history.replaceState(null, '', '/home')
    const { paths, releaseUser } = server('member')
    createApp()
    await vi.waitFor(() => expect(paths()).toContain('/api/v1/timelines/home'))
    expect(paths()).toContain('/api/v1/accounts/verify_credentials')
    releaseUser()
  })

  it('does not ask for home’s posts without a session', async () => {
    history.replaceState(null, '', '/home')
    const { paths } = server('member')
    createApp()
    // The early requests go out together, at once: home's posts would be asked with the instance.
    await vi.waitFor(() => expect(paths()).toContain('/api/v1/instance'))
    expect(paths()).not.toContain('/api/v1/timelines/home')
  })

  it('ends the session once when the server refuses the token, keeping no posts', async () => {
    session.setToken('old-token')
    history.replaceState(null, '', '/home')
    const { paths, releaseUser } = server('refused')
    const { queryClient } = createApp()
    await vi.waitFor(() => expect(paths()).toContain('/api/v1/timelines/home'))
    releaseUser()
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0))
    // The session ended and the visitor counts as a guest.
    await vi.waitFor(() => expect(session.getToken()).toBeNull())
    expect(queryClient.getQueryData(['timelines', 'home'])).toBeUndefined()
    // Both refused calls, one message.
    expect(toastStore.snapshot().filter((toast) => toast.message.startsWith('Your session has expired'))).toHaveLength(
      1,
    )
  })

  it('asks for nothing of the first screen offline, leaving it to the offline copy', async () => {
    session.setToken('member-token')
    history.replaceState(null, '', '/@bob')
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { paths } = server('member')
      const { firstScreen } = createApp()
      await firstScreen
      await new Promise((resolve) => setTimeout(resolve, 0))
      // Bob's profile and posts (the user is asked once the offline copy has been read).
      expect(paths().filter((path) => path === '/api/v1/accounts/lookup' || path.endsWith('/statuses'))).toEqual([])
    } finally {
      offline.mockRestore()
    }
  })

  it('asks for a profile and its posts at once on a screen open to everyone', async () => {
    history.replaceState(null, '', '/@bob')
    const { paths } = server('member')
    createApp()
    await vi.waitFor(() => expect(paths()).toContain(`/api/v1/accounts/${BOB}/statuses`))
    expect(paths()).toContain('/api/v1/accounts/lookup')
  })
})
