// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { HomeButton } from './home-button'

function renderAt(path: string) {
  const queryClient = createQueryClient()
  const history = createMemoryHistory([path])
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={history}>
          <HomeButton />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { history, queryClient }
}

afterEach(cleanup)

describe('Home button', () => {
  it('goes home from other screens', async () => {
    const { history } = renderAt('/bookmarks')
    await userEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(history.location.pathname).toBe('/home')
  })

  it('on home, reloads the home timeline and the notifications', async () => {
    const { history, queryClient } = renderAt('/home')
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await userEvent.click(screen.getByRole('button', { name: 'Home' }))
    expect(history.location.pathname).toBe('/home')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['timelines', 'home'] })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications'] })
  })
})
