// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { notificationKeys } from '@/api/notifications/queries'
import { formatPageTitle, UNREAD_COUNT_KEY, usePageTitle } from './page-title'
import { session } from '@/lib/session'
import { createQueryClient } from '@/lib/query-client'
import { makeInstance } from '@/lib/testing/fixtures'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('page title', () => {
  it('is the section and the instance title', () => {
    expect(formatPageTitle('Home', 'My Place')).toBe('Home | My Place')
  })

  it('falls back to the product name, and to the instance title alone without a section', () => {
    expect(formatPageTitle('Home', undefined)).toBe('Home | Parley')
    expect(formatPageTitle('Home', '  ')).toBe('Home | Parley')
    expect(formatPageTitle(null, 'My Place')).toBe('My Place')
    expect(formatPageTitle(undefined, null)).toBe('Parley')
  })

  it('puts the unread count in front, with a plus when the first page was full', () => {
    expect(formatPageTitle('Home', 'My Place', { count: 3, full: false })).toBe('(3) Home | My Place')
    expect(formatPageTitle('Home', 'My Place', { count: 20, full: true })).toBe('(20+) Home | My Place')
    expect(formatPageTitle('Home', 'My Place', { count: 0, full: false })).toBe('Home | My Place')
    expect(formatPageTitle(null, null, null)).toBe('Parley')
  })

  it('sets document.title from the cached instance', () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(instanceKeys.all, makeInstance({ title: 'Cosy' }))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { rerender } = renderHook(({ section }: { section: string }) => usePageTitle(section), {
      wrapper,
      initialProps: { section: 'Local' },
    })
    expect(document.title).toBe('Local | Cosy')
    rerender({ section: 'Bookmarks' })
    expect(document.title).toBe('Bookmarks | Cosy')
  })

  it('shows the unread count of a signed-in member and follows it live', async () => {
    session.setToken('token')
    const queryClient = createQueryClient()
    queryClient.setQueryData(instanceKeys.all, makeInstance({ title: 'Cosy' }))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    renderHook(() => usePageTitle('Home'), { wrapper })
    expect(document.title).toBe('Home | Cosy')
    act(() => queryClient.setQueryData(notificationKeys.unread(), { count: 2, full: false }))
    await vi.waitFor(() => expect(document.title).toBe('(2) Home | Cosy'))
    act(() => queryClient.setQueryData(notificationKeys.unread(), { count: 0, full: false }))
    await vi.waitFor(() => expect(document.title).toBe('Home | Cosy'))
  })

  it('never shows a count without a session', () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(instanceKeys.all, makeInstance({ title: 'Cosy' }))
    queryClient.setQueryData(notificationKeys.unread(), { count: 4, full: false })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    renderHook(() => usePageTitle('About'), { wrapper })
    expect(document.title).toBe('About | Cosy')
  })

  it("reads the unread count query's own key", () => {
    expect([...UNREAD_COUNT_KEY]).toEqual(notificationKeys.unread())
  })
})
