// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Instance } from '@/api/instance/types'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { AuthForm } from './auth-form'

function renderForm(instance: Instance = makeInstance(), handler: StubHandler = () => errorResponse(404, 'not found')) {
  const stub = stubFetch(handler)
  const queryClient = createQueryClient()
  const history = createMemoryHistory(['/'])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <AuthForm instance={instance} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...stub, history, queryClient, user: userEvent.setup() }
}

const submit = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const USERNAME_RULE = 'Only lowercase letters, numbers and underscores are allowed.'

afterEach(() => {
  cleanup()
  session.clear({ everything: true })
})

describe('sign-in and sign-up form', () => {
  it('starts in sign-in mode with the submit disabled', () => {
    renderForm()
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeTruthy()
    expect(submit('Sign in').disabled).toBe(true)
  })

  it('explains the username rule and keeps submit disabled while it is broken', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('Username'), 'Alice')
    await user.type(screen.getByLabelText('Password'), 'secret')
    const input = screen.getByLabelText('Username')
    expect(screen.getByText(USERNAME_RULE)).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy.split(' ')[0] ?? '')?.textContent).toBe(USERNAME_RULE)
    expect(submit('Sign in').disabled).toBe(true)
    await user.clear(input)
    await user.type(input, 'alice_2')
    expect(screen.queryByText(USERNAME_RULE)).toBeNull()
    expect(submit('Sign in').disabled).toBe(false)
  })

  it('needs a password to sign in', async () => {
    const { user } = renderForm()
    await user.type(screen.getByLabelText('Username'), 'alice')
    expect(submit('Sign in').disabled).toBe(true)
    await user.type(screen.getByLabelText('Password'), 'x')
    expect(submit('Sign in').disabled).toBe(false)
  })

  it('asks for an invite code to sign up when registrations are closed', async () => {
    const { user } = renderForm(makeInstance({ registrations: false }))
    expect(screen.queryByLabelText('Invite code')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Sign up' })).toBeTruthy()
    await user.type(screen.getByLabelText('Username'), 'newbie')
    await user.type(screen.getByLabelText('Password'), 'secret')
    expect(submit('Sign up').disabled).toBe(true)
    await user.type(screen.getByLabelText('Invite code'), 'abc123')
    expect(submit('Sign up').disabled).toBe(false)
  })

  it('needs no invite code when registrations are open', async () => {
    const { user } = renderForm(makeInstance({ registrations: true }))
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.queryByLabelText('Invite code')).toBeNull()
    await user.type(screen.getByLabelText('Username'), 'newbie')
    await user.type(screen.getByLabelText('Password'), 'secret')
    expect(submit('Sign up').disabled).toBe(false)
  })

  it('shows the server error in an alert, and toggling the mode clears it', async () => {
    const { user } = renderForm(makeInstance(), (req) =>
      req.path === '/oauth/token' ? errorResponse(400, 'incorrect password') : errorResponse(404, 'not found'),
    )
    await user.type(screen.getByLabelText('Username'), 'alice')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(submit('Sign in'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('incorrect password')
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sign in to an existing account' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('signs in: token, then the current user, then home; busy while it runs', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { user, calls, history } = renderForm(makeInstance(), async (req) => {
      if (req.path === '/oauth/token') {
        await gate
        return jsonResponse(200, { access_token: 'tok-1', token_type: 'Bearer' })
      }
      if (req.path === '/api/v1/accounts/verify_credentials') return jsonResponse(200, makeUser())
      return errorResponse(404, 'not found')
    })
    await user.type(screen.getByLabelText('Username'), 'alice')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(submit('Sign in'))
    const busy = await screen.findByRole('button', { name: 'Signing in…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.closest('form')?.getAttribute('aria-busy')).toBe('true')
    release()
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    expect(calls.map((c) => c.path)).toEqual(['/oauth/token', '/api/v1/accounts/verify_credentials'])
    expect(calls[0]?.body).toEqual({ grant_type: 'password', username: 'alice', password: 'secret' })
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(session.getToken()).toBe('tok-1')
  })

  it('signs up: registers with the invite code, obtains a token, loads the user and goes home', async () => {
    const { user, calls, history } = renderForm(makeInstance({ registrations: false }), (req) => {
      if (req.path === '/api/v1/accounts') return jsonResponse(201, makeUser({ username: 'newbie' }))
      if (req.path === '/oauth/token') return jsonResponse(200, { access_token: 'tok-2' })
      if (req.path === '/api/v1/accounts/verify_credentials') return jsonResponse(200, makeUser({ username: 'newbie' }))
      return errorResponse(404, 'not found')
    })
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    await user.type(screen.getByLabelText('Username'), 'newbie')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.type(screen.getByLabelText('Invite code'), 'code1')
    await user.click(submit('Sign up'))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/accounts',
      'POST /oauth/token',
      'GET /api/v1/accounts/verify_credentials',
    ])
    expect(calls[0]?.body).toEqual({
      authentication_method: 'password',
      username: 'newbie',
      password: 'secret',
      invite_code: 'code1',
    })
    expect(session.getToken()).toBe('tok-2')
  })

  it('leaves no session behind when the user cannot be loaded after the token', async () => {
    const { user } = renderForm(makeInstance(), (req) => {
      if (req.path === '/oauth/token') return jsonResponse(200, { access_token: 'tok-3' })
      return errorResponse(500, 'internal error')
    })
    await user.type(screen.getByLabelText('Username'), 'alice')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(submit('Sign in'))
    expect((await screen.findByRole('alert')).textContent).toContain('internal error')
    expect(session.getToken()).toBeNull()
  })
})
