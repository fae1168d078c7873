// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeUser } from '@/lib/testing/fixtures'
import { AccountMenu } from './account-menu'

const alice = makeUser({ id: '1', username: 'alice', acct: 'alice', display_name: 'Alice' })

function setup(path = '/home') {
  session.addAccount({ id: '2', acct: 'bob', displayName: 'Bob', avatar: null, token: 'tb' })
  session.addAccount({ id: '1', acct: 'alice', displayName: 'Alice', avatar: null, token: 'ta' })
  const { calls } = stubFetch(() => jsonResponse(200, {}))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(['timelines', 'home'], { pages: ['alice'] })
  const history = createMemoryHistory([path])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <AccountMenu user={alice} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { history, queryClient, calls, user: userEvent.setup() }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

const trigger = () => screen.getByRole('button', { name: 'Accounts, signed in as @alice' })

describe('account switcher', () => {
  it('opens from the keyboard on the first item and lists the other accounts, Add account and Log out', async () => {
    const { user } = setup()
    expect(trigger().getAttribute('aria-expanded')).toBe('false')
    trigger().focus()
    await user.keyboard('{ArrowDown}')
    const items = screen.getAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual([
      'Your profile',
      'Switch to Bob @bob',
      'Add account',
      'Log out @alice',
    ])
    expect(document.activeElement).toBe(items[0])
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(items[3])
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(items[0])
    await user.keyboard('l')
    expect(document.activeElement).toBe(items[3])
    await user.keyboard('a')
    expect(document.activeElement).toBe(items[2])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(trigger())
  })

  it('switches to another account: its token, a clean cache and its home', async () => {
    const { user, history, queryClient } = setup('/notifications')
    await user.click(trigger())
    await user.click(screen.getByRole('menuitem', { name: 'Switch to Bob @bob' }))
    expect(session.getToken()).toBe('tb')
    expect(queryClient.getQueryData(['timelines', 'home'])).toBeUndefined()
    expect(history.location.pathname).toBe('/home')
  })

  it('goes to the landing page in add-account mode', async () => {
    const { user, history } = setup()
    await user.click(trigger())
    await user.click(screen.getByRole('menuitem', { name: 'Add account' }))
    expect(history.location.pathname).toBe('/')
    expect(history.location.search).toBe('?add-account')
    expect(session.getToken()).toBe('ta')
  })

  it('logs out only the current account and opens the next one’s home', async () => {
    const { user, history, calls } = setup('/settings')
    await user.click(trigger())
    await user.click(screen.getByRole('menuitem', { name: 'Log out @alice' }))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
    expect(calls[0]?.body).toEqual({ token: 'ta' })
    expect(session.getToken()).toBe('tb')
    expect(session.accounts().map((a) => a.acct)).toEqual(['bob'])
  })
})
