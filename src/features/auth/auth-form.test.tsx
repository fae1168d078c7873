// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Instance } from '@/api/instance/types'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeInstance, makeToken, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { AuthForm } from './auth-form'

function formTree(instance: Instance | undefined, adding: boolean, queryClient = createQueryClient()) {
  const history = createMemoryHistory([adding ? '/?add-account' : '/'])
  const ui = (known: Instance | undefined) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <AuthForm instance={known} adding={adding} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
  return { ui, history, queryClient }
}

function renderForm(
  instance: Instance | undefined = makeInstance(),
  handler: StubHandler = () => errorResponse(404, 'not found'),
  adding = false,
) {
  const stub = stubFetch(handler)
  const { ui, history, queryClient } = formTree(instance, adding)
  const { rerender } = render(ui(instance))
  return { ...stub, history, queryClient, user: userEvent.setup(), setInstance: (next: Instance) => rerender(ui(next)) }
}

const submit = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const USERNAME_RULE = 'Only lowercase letters, numbers and underscores are allowed.'

afterEach(() => {
  cleanup()
  session.clear({ everything: true })
})

describe('sign-in and sign-up form before the instance is known', () => {
  it('is the password form, and signs in with it', async () => {
    const { user, calls } = renderForm(undefined, (req) =>
      req.path === '/oauth/token' ? jsonResponse(200, makeToken('tok')) : jsonResponse(200, makeUser()),
    )
    expect(screen.queryByRole('group', { name: 'How to sign in' })).toBeNull()
    await user.type(screen.getByLabelText('Username'), 'alice')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(submit('Sign in'))
    await waitFor(() => expect(session.getToken()).toBe('tok'))
    expect(calls[0]?.body).toMatchObject({ grant_type: 'password', username: 'alice', password: 'secret' })
  })

  it("offers the instance's other methods below the button once it arrives, without moving the fields", () => {
    const { setInstance } = renderForm(undefined)
    const fields = () => screen.getAllByRole('textbox').map((field) => field.getAttribute('name'))
    expect(fields()).toEqual(['username'])
    setInstance(makeInstance({ authentication_methods: ['password', 'eip4361', 'caip122_monero'] }))
    const picker = screen.getByRole('group', { name: 'How to sign in' })
    expect(fields()).toEqual(['username'])
    // Everything before the picker is as it was: the picker comes after the submit button.
    expect(submit('Sign in').compareDocumentPosition(picker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'With a password' }) as HTMLInputElement).checked).toBe(true)
  })

  it('switches to Ethereum when the instance arrives offering it and a wallet is present, unless a method was chosen', async () => {
    vi.stubGlobal('ethereum', { request: () => Promise.resolve(null) })
    try {
      const first = renderForm(undefined)
      first.setInstance(makeInstance({ authentication_methods: ['password', 'eip4361'] }))
      expect((screen.getByRole('radio', { name: 'With an Ethereum wallet' }) as HTMLInputElement).checked).toBe(true)
      cleanup()
      const second = renderForm(makeInstance({ authentication_methods: ['password', 'eip4361'] }))
      await second.user.click(screen.getByRole('radio', { name: 'With a password' }))
      second.setInstance(makeInstance({ authentication_methods: ['password', 'eip4361'], title: 'Renamed' }))
      expect((screen.getByRole('radio', { name: 'With a password' }) as HTMLInputElement).checked).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('keeps what was typed into the markup before React took it over, and can be sent with it', async () => {
    stubFetch(() => errorResponse(404, 'not found'))
    const { ui } = formTree(undefined, false)
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui(undefined))
    document.body.append(container)
    const username = container.querySelector<HTMLInputElement>('input[name="username"]')!
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true)
    username.value = 'alice'
    password.value = 'secret'
    render(ui(undefined), { container, hydrate: true })
    // The same elements, with their text, and the state knows it: the button is enabled.
    expect(screen.getByLabelText('Username')).toBe(username)
    expect(username.value).toBe('alice')
    await waitFor(() => expect(submit('Sign in').disabled).toBe(false))
    await userEvent.type(username, '_2')
    expect(username.value).toBe('alice_2')
    expect(submit('Sign in').disabled).toBe(false)
  })
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

  it('takes capitals and hyphens on Mitra 4.8 and later, with that rule explained for the rest', async () => {
    const { user } = renderForm(makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' }))
    const input = screen.getByLabelText('Username')
    await user.type(input, 'Al-ice')
    await user.type(screen.getByLabelText('Password'), 'secret')
    expect(input.getAttribute('aria-invalid')).not.toBe('true')
    expect(submit('Sign in').disabled).toBe(false)
    await user.type(input, '.b')
    expect(screen.getByText('Only letters, numbers, hyphens and underscores are allowed.')).toBeTruthy()
    expect(screen.queryByText(USERNAME_RULE)).toBeNull()
    expect(submit('Sign in').disabled).toBe(true)
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
        return jsonResponse(200, makeToken('tok-1'))
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
      if (req.path === '/oauth/token') return jsonResponse(200, makeToken('tok-2'))
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
      if (req.path === '/oauth/token') return jsonResponse(200, makeToken('tok-3'))
      return errorResponse(500, 'internal error')
    })
    await user.type(screen.getByLabelText('Username'), 'alice')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(submit('Sign in'))
    expect((await screen.findByRole('alert')).textContent).toContain('internal error')
    expect(session.getToken()).toBeNull()
  })
})

describe('adding an account while signed in', () => {
  const alice = { id: uuidOf(1), acct: 'alice', displayName: 'Alice', avatar: null, token: 'tok-a' }

  it('says so, and Cancel goes back home as the same account', async () => {
    session.addAccount(alice)
    const { user, history } = renderForm(makeInstance(), undefined, true)
    expect(screen.getByRole('heading', { level: 2, name: 'Add an account' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(history.location.pathname).toBe('/home')
    expect(session.getToken()).toBe('tok-a')
  })

  it('adds the account next to the signed-in one and opens its home', async () => {
    session.addAccount(alice)
    const { user, history } = renderForm(
      makeInstance(),
      (req) =>
        req.path === '/oauth/token'
          ? jsonResponse(200, makeToken('tok-b'))
          : jsonResponse(200, makeUser({ id: uuidOf(2), username: 'bob', acct: 'bob' })),
      true,
    )
    await user.type(screen.getByLabelText('Username'), 'bob')
    await user.type(screen.getByLabelText('Password'), 'secret')
    await user.click(submit('Sign in'))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    expect(session.getToken()).toBe('tok-b')
    expect(session.accounts().map((a) => a.acct)).toEqual(['alice', 'bob'])
  })
})

describe('wallet login types', () => {
  const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
  const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const XMR = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
  const wallets = makeInstance({ authentication_methods: ['password', 'eip4361', 'caip122_monero'] })
  const gated = makeInstance({
    authentication_methods: ['password', 'eip4361'],
    blockchains: [{ chain_id: 'eip155:1', chain_metadata: null, features: { subscriptions: false, gate: true } }],
  })
  const okServer: StubHandler = (req) => {
    if (req.path === '/api/v1/accounts') return jsonResponse(201, makeUser())
    if (req.path === '/oauth/token') return jsonResponse(200, makeToken('wallet-tok'))
    if (req.path === '/api/v1/accounts/verify_credentials') return jsonResponse(200, makeUser())
    return errorResponse(404, 'not found')
  }
  const installWallet = (options: { reject?: boolean } = {}) => {
    const account = privateKeyToAccount(KEY)
    const provider = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts') return [ADDRESS.toLowerCase()]
        if (options.reject) throw Object.assign(new Error('rejected'), { code: 4001 })
        return account.signMessage({ message: { raw: params?.[0] as `0x${string}` } })
      },
    }
    Object.assign(window, { ethereum: provider })
  }
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement

  afterEach(() => {
    delete (window as { ethereum?: unknown }).ethereum
  })

  it('stays on password when the instance offers only passwords, even with a wallet', () => {
    installWallet()
    renderForm()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByLabelText('Password')).toBeTruthy()
  })

  it('starts on password without a wallet, and offers every method of the instance', () => {
    renderForm(wallets)
    expect(radio('With a password').checked).toBe(true)
    expect(radio('With an Ethereum wallet').checked).toBe(false)
    expect(radio('With a Monero wallet')).toBeTruthy()
  })

  it('names the choice for what the form does, and shows no wallet statement under a password form', async () => {
    const { user } = renderForm(wallets)
    expect(screen.getByRole('group', { name: 'How to sign in' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('group', { name: 'How to sign up' })).toBeTruthy()
    // login_message is the statement wallets sign (AUTH.md), not a notice for people.
    expect(screen.queryByText(wallets.login_message)).toBeNull()
  })

  it('switches to Ethereum when a wallet is present: nothing to type for signing in', () => {
    installWallet()
    renderForm(wallets)
    expect(radio('With an Ethereum wallet').checked).toBe(true)
    expect(screen.queryByLabelText('Username')).toBeNull()
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(submit('Sign in').disabled).toBe(false)
  })

  it('offers only Ethereum when the gate flag is on, and says when no wallet is found', async () => {
    const { user, calls } = renderForm(gated)
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByLabelText('Password')).toBeNull()
    await user.click(submit('Sign in'))
    expect((await screen.findByRole('alert')).textContent).toContain('Wallet not found')
    expect(calls).toHaveLength(0)
  })

  it('signs in with the wallet: the exact EIP-4361 message, signed, buys the token', async () => {
    installWallet()
    const { user, calls, history } = renderForm(wallets, okServer)
    await user.click(submit('Sign in'))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    const body = calls[0]?.body as { grant_type: string; message: string; signature: `0x${string}` }
    expect(body.grant_type).toBe('eip4361')
    expect(body.message).toMatch(
      new RegExp(
        `^parley\\.test wants you to sign in with your Ethereum account:\\n${ADDRESS}\\n\\nDo not sign this message on other sites!\\n\\n` +
          `URI: ${window.location.origin.replace(/[.]/g, '\\.')}\\nVersion: 1\\nChain ID: 1\\nNonce: [0-9a-f]{16}\\nIssued At: \\S+Z$`,
      ),
    )
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).toBe(ADDRESS)
    expect(session.getToken()).toBe('wallet-tok')
  })

  it('signs up with the wallet: username, then register and token with one signature', async () => {
    installWallet()
    const { user, calls, history } = renderForm(wallets, okServer)
    await user.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(submit('Sign up').disabled).toBe(true)
    await user.type(screen.getByLabelText('Username'), 'neo')
    await user.click(submit('Sign up'))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    const register = calls[0]?.body as Record<string, unknown>
    const token = calls[1]?.body as Record<string, unknown>
    expect(register).toMatchObject({ authentication_method: 'eip4361', username: 'neo' })
    expect(token).toEqual({
      grant_type: 'eip4361',
      username: null,
      password: null,
      message: register.message,
      signature: register.signature,
    })
  })

  it('stops quietly when the signature is refused', async () => {
    installWallet({ reject: true })
    const { user, calls } = renderForm(wallets, okServer)
    await user.click(submit('Sign in'))
    await waitFor(() => expect(submit('Sign in').disabled).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('Monero: shows the message for the typed address and sends the pasted signature', async () => {
    const { user, calls, history } = renderForm(wallets, okServer)
    await user.click(radio('With a Monero wallet'))
    expect(submit('Sign in').disabled).toBe(true)
    await user.type(await screen.findByLabelText('Monero address'), XMR)
    const message = (screen.getByLabelText('Message to sign') as HTMLTextAreaElement).value
    expect(message.split('\n')).toEqual([
      'parley.test wants you to sign in with your Monero account:',
      XMR,
      '',
      'Do not sign this message on other sites!',
      '',
      `URI: ${window.location.origin}`,
      'Version: 1',
      expect.stringMatching(/^Nonce: [0-9a-f]{16}$/),
      expect.stringMatching(/^Issued At: /),
    ])
    expect(screen.getByText('Sign this message using your Monero wallet.')).toBeTruthy()
    expect(submit('Sign in').disabled).toBe(true)
    await user.type(screen.getByLabelText('Signature'), 'SigV2abc')
    await user.click(submit('Sign in'))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    expect(calls[0]?.body).toEqual({
      grant_type: 'caip122_monero',
      username: null,
      password: null,
      message,
      signature: 'SigV2abc',
    })
  })
})
