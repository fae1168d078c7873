// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatFullDate } from '@/lib/dates'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { PostTime } from './post-time'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const CREATED = '2020-03-01T12:00:00.000Z'

function renderTime(createdAt = CREATED) {
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider history={createMemoryHistory(['/home'])}>
        <PostTime postId="01a2" createdAt={createdAt} />
      </RouterProvider>
    </I18nProvider>,
  )
  return screen.getByRole('link')
}

describe('PostTime', () => {
  it("links to the post, titles the full date and follows the clock with the post's age", () => {
    vi.useFakeTimers({ now: new Date('2020-03-01T12:00:50.000Z') })
    const link = renderTime()
    expect(link.getAttribute('href')).toBe('/post/01a2')
    const time = link.querySelector('time')!
    expect(time.getAttribute('datetime')).toBe(CREATED)
    expect(time.title).toBe(formatFullDate(new Date(CREATED), i18n.locale))
    const young = time.textContent
    act(() => vi.advanceTimersByTime(15_000))
    expect(time.textContent).not.toBe(young)
    expect(time.textContent).toMatch(/1/)
  })

  it('renders the link and the full date once, however often the clock ticks: only the age follows it', () => {
    vi.useFakeTimers({ now: new Date('2020-03-01T13:00:50.000Z') })
    // PostTime reads the date's ISO form in every render of its own (the age does not).
    const iso = vi.spyOn(Date.prototype, 'toISOString')
    const time = renderTime('2020-03-01T13:00:00.000Z').querySelector('time')!
    const renders = iso.mock.calls.length
    expect(renders).toBeGreaterThan(0)
    const young = time.textContent
    act(() => vi.advanceTimersByTime(120_000))
    expect(time.textContent).not.toBe(young)
    expect(iso.mock.calls.length).toBe(renders)
  })
})
