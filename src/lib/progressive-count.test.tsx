// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useProgressiveCount } from './progressive-count'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const STEPS = { first: 4, step: 6 }

describe('useProgressiveCount', () => {
  it('shows the first items at once and the rest a step per task', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, STEPS), {
      initialProps: { total: 0 },
    })
    expect(result.current).toBe(0)
    rerender({ total: 20 })
    const seen = [result.current]
    while (result.current < 20) {
      act(() => vi.advanceTimersToNextTimer())
      seen.push(result.current)
    }
    expect(seen).toEqual([4, 10, 16, 20])
    act(() => vi.runAllTimers())
    expect(result.current).toBe(20)
  })

  it('shows everything at once when the items were there from the start, and follows a shorter list', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, STEPS), {
      initialProps: { total: 20 },
    })
    expect(result.current).toBe(20)
    rerender({ total: 3 })
    expect(result.current).toBe(3)
  })

  it('stages items there from the start too when asked (the first feed of a visit, its posts prefetched)', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useProgressiveCount(20, STEPS, true))
    const seen = [result.current]
    while (result.current < 20) {
      act(() => vi.advanceTimersToNextTimer())
      seen.push(result.current)
    }
    expect(seen).toEqual([4, 10, 16, 20])
  })
})
