// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { instanceKeys } from '@/api/instance/queries'
import { formatPageTitle, usePageTitle } from './page-title'
import { createQueryClient } from './query-client'
import { makeInstance } from './testing/fixtures'

afterEach(cleanup)

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
})
