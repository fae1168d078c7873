// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory } from '@/lib/router'
import { session } from '@/lib/session'
import {
  breaksContract,
  errorResponse,
  jsonResponse,
  networkFailure,
  stubFetch,
  type StubHandler,
} from '@/lib/testing/fetch-stub'
import { makeInstance, makeToken, makeUser } from '@/lib/testing/fixtures'
import { App } from './app'
import { dropSessionOnInvalidToken } from './invalid-token'

// Screens owned elsewhere are replaced by their headings: these tests are about access and the shell.
// lazyScreen reads a screen's warm-up steps (src/app/lazy-screen.ts); these stand-ins have none.
vi.mock('@/routes/home', () => ({ default: () => <h1>Home</h1>, warmUp: () => [] }))
vi.mock('@/routes/local', () => ({ default: () => <h1>Local</h1>, warmUp: () => [] }))
vi.mock('@/routes/federated', () => ({ default: () => <h1>Federated</h1>, warmUp: () => [] }))
vi.mock('@/routes/post', () => ({ default: () => <h1>Post</h1>, warmUp: () => [] }))
vi.mock('@/routes/tag', () => ({ default: () => <h1>Tag</h1>, warmUp: () => [] }))

type Server = {
  instance?: Instance
  /** Why `instance` is deliberately not what Mitra sends (see breaksContract). */
  instanceBreaksContract?: string
  user?: CredentialAccount | null
  down?: boolean
  extra?: StubHandler
}

function serve({
  instance = makeInstance(),
  instanceBreaksContract,
  user = makeUser(),
  down = false,
  extra,
}: Server = {}) {
  const state = { down }
  const stub = stubFetch(async (req) => {
    if (state.down) networkFailure()
    if (req.path === '/api/v1/instance') {
      const answer = jsonResponse(200, instance)
      return instanceBreaksContract ? breaksContract(answer, instanceBreaksContract) : answer
    }
    if (req.path === '/api/v1/accounts/verify_credentials') {
      return user ? jsonResponse(200, user) : errorResponse(401, 'access token is invalid')
    }
    if (extra) return extra(req)
    return errorResponse(404, 'not found')
  })
  return { ...stub, state }
}

function renderAt(path: string, { strict = false } = {}) {
  const queryClient = createQueryClient()
  dropSessionOnInvalidToken(queryClient)
  const history = createMemoryHistory([path])
  const app = <App queryClient={queryClient} router={{ history }} />
  render(strict ? <StrictMode>{app}</StrictMode> : app)
  return { history, queryClient }
}

// The first screens' code is transformed on first import: on a loaded machine that takes seconds.
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })

afterEach(() => {
  cleanup()
  session.clear({ everything: true })
})

describe('router', () => {
  it('shows a loading state at once, then the landing page to guests', async () => {
    serve()
    const { history } = renderAt('/')
    expect(screen.getByRole('status').textContent).toContain('Loading…')
    await heading('Parley Test')
    expect(history.location.pathname).toBe('/')
    // The title is set by an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Parley Test'))
  })

  it('sends guests from signed-in screens to the landing page', async () => {
    serve()
    const { history } = renderAt('/notifications')
    await heading('Parley Test')
    expect(history.location.pathname).toBe('/')
  })

  it('sends signed-in users from the landing page to home', async () => {
    session.setToken('good')
    serve()
    const { history } = renderAt('/')
    await heading('Home')
    expect(history.location.pathname).toBe('/home')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
  })

  it('redirects unknown paths home, which sends guests on to the landing page', async () => {
    serve()
    const { history } = renderAt('/no/such/page')
    await heading('Parley Test')
    expect(history.location.pathname).toBe('/')
  })

  it('opens profiles by @acct to guests and treats other single segments as unknown', async () => {
    serve()
    const { history } = renderAt('/@bob')
    await heading('Profile')
    act(() => history.push('/bob'))
    await heading('Parley Test')
    expect(history.location.pathname).toBe('/')
  })

  it('lets guests explore the local timeline only when the instance allows it', async () => {
    serve({ instance: makeInstance({ allow_unauthenticated: { timeline_local: true } }) })
    const { history } = renderAt('/local')
    await heading('Local')
    expect(history.location.pathname).toBe('/local')
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/')
  })

  it('drops a session whose token the server calls invalid and applies guest rules', async () => {
    session.setToken('expired')
    serve({ user: null })
    const { history } = renderAt('/home')
    await heading('Parley Test')
    expect(history.location.pathname).toBe('/')
    expect(session.getToken()).toBeNull()
    expect(localStorage.getItem('auth_token')).toBeNull()
  })

  it('hides the federated link from non-admins when the restriction is unknown, and sends them home', async () => {
    session.setToken('good')
    const { federated_timeline_restricted: _, ...instance } = makeInstance()
    serve({
      instance,
      instanceBreaksContract:
        'a server that does not say whether the federated timeline is restricted: the client must assume it is',
    })
    const { history } = renderAt('/federated')
    await heading('Home')
    expect(history.location.pathname).toBe('/home')
    expect(screen.queryByRole('link', { name: 'Federated' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Local' })).toBeTruthy()
  })

  it('shows the federated link and timeline to admins even when restricted', async () => {
    session.setToken('good')
    serve({
      instance: makeInstance({ federated_timeline_restricted: true }),
      user: makeUser({}, ['create_post', 'delete_any_profile']),
    })
    renderAt('/federated')
    await heading('Federated')
    expect(screen.getByRole('link', { name: 'Federated' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows the signed-in header (Home, search, the account menu) and the own profile in the sidebar', async () => {
    session.setToken('good')
    serve()
    renderAt('/bookmarks')
    await heading('Bookmarks')
    await waitFor(() => expect(document.title).toBe('Bookmarks | Parley Test'))
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy()
    expect(screen.getByRole('search')).toBeTruthy()
    expect(screen.getByRole('banner').querySelector('[aria-label="Accounts, signed in as @alice"]')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/@alice"]')?.textContent).toContain(
      'Profile',
    )
  })

  it('explains an unreachable server and recovers when trying again', async () => {
    const server = serve({ down: true })
    renderAt('/')
    // The landing page shows before the instance answers; then the failure replaces it.
    const title = await screen.findByRole('heading', { level: 1, name: 'Cannot reach the server' }, { timeout: 10_000 })
    expect(title.closest('[role="alert"]')?.textContent).toContain('Check your connection')
    server.state.down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await heading('Parley Test')
    expect(screen.queryByText(/Cannot reach the server/)).toBeNull()
  })

  it('logs out: revokes the token, clears local storage and the cache, and opens the landing page', async () => {
    session.setToken('good')
    localStorage.setItem('draft', 'something')
    const server = serve({
      extra: (req) => (req.path === '/oauth/revoke' ? jsonResponse(200, {}) : errorResponse(404, 'not found')),
    })
    const { history, queryClient } = renderAt('/settings')
    await heading('Settings')
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await heading('Parley Test')
    const revoke = server.calls.find((c) => c.path === '/oauth/revoke')
    expect(revoke?.method).toBe('POST')
    expect(revoke?.body).toEqual({ token: 'good' })
    expect(revoke?.headers.get('Authorization')).toBe('Bearer good')
    expect(history.location.pathname).toBe('/')
    expect(localStorage.length).toBe(0)
    expect(session.getToken()).toBeNull()
    expect(queryClient.getQueryData(['accounts', 'current', 'good'])).toBeUndefined()
  })
})

describe('router: navigation and session changes', () => {
  it('redirects by replacing the entry, so that Back does not return to the refused page', async () => {
    serve()
    const { history } = renderAt('/notifications')
    await heading('Parley Test')
    expect(history.entries.map((e) => e.pathname)).toEqual(['/'])
  })

  it('applies guest rules at once when the session ends behind the page (another tab)', async () => {
    session.setToken('good')
    serve()
    const { history } = renderAt('/bookmarks')
    await heading('Bookmarks')
    act(() => session.clear())
    await heading('Parley Test')
    expect(history.location.pathname).toBe('/')
  })

  it('signs in from the landing page and opens home', async () => {
    serve({
      extra: (req) =>
        req.path === '/oauth/token' ? jsonResponse(200, makeToken('new')) : errorResponse(404, 'not found'),
    })
    const { history } = renderAt('/')
    await heading('Parley Test')
    await userEvent.type(screen.getByLabelText('Username'), 'alice')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await heading('Home')
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home'])
    // Focus follows the navigation to the new page's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' }))
  })

  it('keeps the landing page and its error when the user cannot be loaded after sign-in', async () => {
    stubFetch(async (req) => {
      if (req.path === '/api/v1/instance') return jsonResponse(200, makeInstance())
      if (req.path === '/oauth/token') return jsonResponse(200, makeToken('new'))
      if (req.path === '/api/v1/accounts/verify_credentials') return errorResponse(500, 'internal error')
      return errorResponse(404, 'not found')
    })
    renderAt('/')
    await heading('Parley Test')
    await userEvent.type(screen.getByLabelText('Username'), 'alice')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    // The landing page also keeps an (empty) alert region for messages such as a deleted account.
    expect((await screen.findByText(/internal error/)).closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Parley Test' })).toBeTruthy()
    expect(session.getToken()).toBeNull()
  })

  it('explains a server that fails while loading the user, and recovers', async () => {
    session.setToken('good')
    let failing = true
    stubFetch(async (req) => {
      if (req.path === '/api/v1/instance') return jsonResponse(200, makeInstance())
      if (req.path === '/api/v1/accounts/verify_credentials') {
        return failing ? errorResponse(503, 'unavailable') : jsonResponse(200, makeUser())
      }
      return errorResponse(404, 'not found')
    })
    renderAt('/home')
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Cannot reach the server')
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await heading('Home')
    expect(session.getToken()).toBe('good')
  })

  it('moves between screens without losing the layout, and focuses the new heading', async () => {
    session.setToken('good')
    serve()
    const { history } = renderAt('/home')
    await heading('Home')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await userEvent.click(screen.getByRole('link', { name: 'Bookmarks' }))
    const bookmarks = await heading('Bookmarks')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(nav)
    expect(document.activeElement).toBe(bookmarks)
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home', '/bookmarks'])
    act(() => history.go(-1))
    await heading('Home')
  })

  it('redirects once and leaves focus alone on the first load under StrictMode', async () => {
    session.setToken('good')
    serve()
    const { history } = renderAt('/no/such/page', { strict: true })
    await heading('Home')
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home'])
    expect(document.activeElement).toBe(document.body)
  })
})
