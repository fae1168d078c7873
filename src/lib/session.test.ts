// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNTS_KEY,
  TOKEN_KEY,
  activeAccountId,
  session,
  setForeignSwitchHandler,
  syncFromStorage,
  type StoredAccount,
} from './session'

const alice: StoredAccount = { id: '1', acct: 'alice', displayName: 'Alice', avatar: null, token: 'ta' }
const bob: StoredAccount = { id: '2', acct: 'bob', displayName: 'Bob', avatar: 'https://x.example/b.png', token: 'tb' }
const stored = () => JSON.parse(localStorage.getItem(ACCOUNTS_KEY) ?? '[]') as StoredAccount[]

afterEach(() => session.clear({ everything: true }))

describe('several accounts', () => {
  it('adds accounts, the newest active, with the active token where Mitra keeps it', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    expect(session.accounts().map((a) => a.acct)).toEqual(['alice', 'bob'])
    expect(session.getToken()).toBe('tb')
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tb')
    expect(session.active()?.id).toBe('2')
    expect(activeAccountId()).toBe('2')
    expect(stored()).toEqual([alice, bob])
  })

  it('renews the token of an account signed in again instead of listing it twice', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    session.addAccount({ ...alice, token: 'ta2' })
    expect(session.accounts().map((a) => a.token)).toEqual(['ta2', 'tb'])
    expect(session.getToken()).toBe('ta2')
  })

  it('switches between remembered accounts and refuses unknown ones', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    const listener = vi.fn()
    const stop = session.subscribe(listener)
    expect(session.switchTo('1')).toBe(true)
    expect(session.getToken()).toBe('ta')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.switchTo('1')).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(session.switchTo('nobody')).toBe(false)
    expect(session.getToken()).toBe('ta')
    stop()
  })

  it('removes one account and leaves the others; removing the active one leaves none active', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    session.removeAccount('1')
    expect(session.accounts()).toEqual([bob])
    expect(session.getToken()).toBe('tb')
    session.removeAccount('2')
    expect(session.accounts()).toEqual([])
    expect(session.getToken()).toBeNull()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(ACCOUNTS_KEY)).toBeNull()
  })

  it('drops just the active account when its token is refused, keeping other storage', () => {
    localStorage.setItem('theme', 'dark')
    session.addAccount(alice)
    session.addAccount(bob)
    session.dropActive()
    expect(session.getToken()).toBeNull()
    expect(session.accounts()).toEqual([alice])
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  it('clears everything on a full end of session', () => {
    session.addAccount(alice)
    localStorage.setItem('draft:new', 'hello')
    session.clear({ everything: true })
    expect(session.accounts()).toEqual([])
    expect(session.getToken()).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it('keeps the old single-token calls working and remembers the account once its user is known', () => {
    session.setToken('legacy')
    expect(session.active()).toBeNull()
    session.rememberActive({ id: '1', acct: 'alice', displayName: 'Alice', avatar: null })
    expect(session.active()).toEqual({ ...alice, token: 'legacy' })
    // A renamed display name is picked up without duplicating the entry.
    session.rememberActive({ id: '1', acct: 'alice', displayName: 'Alice L.', avatar: null })
    expect(session.accounts()).toHaveLength(1)
    expect(session.active()?.displayName).toBe('Alice L.')
    // Another account's user never takes over this token's entry.
    session.rememberActive({ id: '2', acct: 'bob', displayName: 'Bob', avatar: null })
    expect(session.accounts()).toEqual([{ ...alice, displayName: 'Alice L.', token: 'legacy' }])
  })

  it("keeps when the token ends, stored, when the account's summary is refreshed", () => {
    session.addAccount({ ...alice, token: 'ta', expiresAt: 1_800_000_000_000 })
    session.rememberActive({ id: alice.id, acct: 'alice', displayName: 'Alice L.', avatar: null })
    expect(session.active()).toMatchObject({ displayName: 'Alice L.', expiresAt: 1_800_000_000_000 })
    expect(JSON.parse(localStorage.getItem(ACCOUNTS_KEY) ?? '[]')[0].expiresAt).toBe(1_800_000_000_000)
  })

  it('ignores a damaged list', () => {
    localStorage.setItem(ACCOUNTS_KEY, '{not json')
    syncFromStorage()
    expect(session.accounts()).toEqual([])
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify([{ id: 1 }, bob]))
    syncFromStorage()
    expect(session.accounts()).toEqual([bob])
  })
})

describe('another tab', () => {
  const reload = vi.fn()
  beforeEach(() => {
    reload.mockReset()
    setForeignSwitchHandler(reload)
  })

  it('reloads this tab when another one switches to another account', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    localStorage.setItem(TOKEN_KEY, 'ta')
    syncFromStorage()
    expect(session.getToken()).toBe('ta')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('follows a sign-out without reloading, and a new account in the list without switching', () => {
    session.addAccount(alice)
    localStorage.setItem(ACCOUNTS_KEY, JSON.stringify([alice, bob]))
    syncFromStorage()
    expect(session.accounts()).toEqual([alice, bob])
    expect(reload).not.toHaveBeenCalled()
    localStorage.clear()
    syncFromStorage()
    expect(session.getToken()).toBeNull()
    expect(session.accounts()).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })
})
