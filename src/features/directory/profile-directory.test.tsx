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
import { ProfileDirectory } from './profile-directory'

const account = (n: number) => ({ id: `a${n}`, username: `user${n}`, acct: `user${n}`, display_name: `User ${n}` })

function setup(sizes: number[]) {
  session.setToken('token')
  const stub = stubFetch((req) => {
    const offset = Number(req.url.searchParams.get('offset') ?? 0)
    const size = sizes[offset / 20] ?? 0
    return jsonResponse(200, Array.from({ length: size }, (_, i) => account(offset + i)))
  })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider history={createMemoryHistory(['/profile-directory'])}>
          <ProfileDirectory label="Profile directory" />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('ProfileDirectory', () => {
  it('shows cards linking to profiles and Show more profiles while pages are full', async () => {
    const { calls } = setup([20, 4])
    const list = await screen.findByRole('list', { name: 'Profile directory' })
    expect(list.querySelectorAll('li')).toHaveLength(20)
    expect(screen.getByRole('link', { name: /User 0/ }).getAttribute('href')).toBe('/@user0')
    await userEvent.click(screen.getByRole('button', { name: 'Show more profiles' }))
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(24))
    expect(screen.queryByRole('button', { name: 'Show more profiles' })).toBeNull()
    expect(calls.at(-1)?.url.searchParams.get('offset')).toBe('20')
  })

  it('offers no more profiles after a short first page', async () => {
    setup([7])
    const list = await screen.findByRole('list', { name: 'Profile directory' })
    expect(list.querySelectorAll('li')).toHaveLength(7)
    expect(screen.queryByRole('button', { name: 'Show more profiles' })).toBeNull()
  })
})
