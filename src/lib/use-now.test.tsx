// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNow } from './dates'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// An interval of its own: no other test shares this clock.
const INTERVAL = 4321

describe('useNow', () => {
  it('ticks every interval while read, and catches up, forwards or back, after nobody read it', () => {
    const start = new Date('2020-03-01T12:00:00.000Z').getTime()
    vi.useFakeTimers({ now: start })
    const first = renderHook(() => useNow(INTERVAL))
    expect(first.result.current).toBe(start)
    act(() => vi.advanceTimersByTime(INTERVAL))
    expect(first.result.current).toBe(start + INTERVAL)
    first.unmount()

    vi.setSystemTime(start + 60_000)
    expect(renderHook(() => useNow(INTERVAL)).result.current).toBe(start + 60_000)
    cleanup()

    // The system clock was set back while nobody read it (or a test's fake clock was ahead).
    vi.setSystemTime(start)
    expect(renderHook(() => useNow(INTERVAL)).result.current).toBe(start)
  })
})
