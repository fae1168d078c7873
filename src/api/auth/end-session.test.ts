// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { makeInstance } from '@/lib/testing/fixtures'
import { switchAccount } from './account-switch'
import { endSession } from './end-session'
import { session } from '@/lib/session'
import { theme } from '@/lib/theme'

const alice = { id: '1', acct: 'alice', displayName: 'Alice', avatar: null, token: 'ta' }
const bob = { id: '2', acct: 'bob', displayName: 'Bob', avatar: null, token: 'tb' }

function cache() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  queryClient.setQueryData(['timelines', 'home'], { pages: [] })
  return queryClient
}

afterEach(() => {
  session.clear({ everything: true })
  theme.reload()
})

describe('ending and switching sessions', () => {
  it('switches to another account: its token, its theme, no cached data of the other', () => {
    session.addAccount(alice)
    theme.set('dark')
    session.addAccount(bob)
    theme.reload()
    expect(theme.get()).toBe('system')
    const queryClient = cache()
    expect(switchAccount(queryClient, '1')).toBe(true)
    expect(session.getToken()).toBe('ta')
    expect(theme.get()).toBe('dark')
    expect(queryClient.getQueryData(['timelines', 'home'])).toBeUndefined()
    expect(queryClient.getQueryData(instanceKeys.all)).toBeDefined()
    expect(switchAccount(queryClient, 'nobody')).toBe(false)
  })

  it('a refused token ends only the active account, keeping local storage', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    localStorage.setItem('draft:new', 'kept')
    endSession(cache())
    expect(session.getToken()).toBeNull()
    expect(session.accounts()).toEqual([alice])
    expect(localStorage.getItem('draft:new')).toBe('kept')
  })

  it('a full end keeps the other accounts, and clears everything only for the last one', () => {
    session.addAccount(alice)
    session.addAccount(bob)
    localStorage.setItem('theme:1', 'dark')
    endSession(cache(), { everything: true })
    expect(session.accounts()).toEqual([alice])
    expect(localStorage.getItem('theme:1')).toBe('dark')
    session.switchTo('1')
    endSession(cache(), { everything: true })
    expect(session.accounts()).toEqual([])
    expect(localStorage.length).toBe(0)
  })
})
