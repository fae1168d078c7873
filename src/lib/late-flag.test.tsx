// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLateFlag } from './late-flag'

afterEach(() => {
  vi.useRealTimers()
})

describe('useLateFlag', () => {
  it('turns true only after the flag stayed true for the delay, and false at once', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ flag }) => useLateFlag(flag, 150), { initialProps: { flag: false } })
    expect(result.current).toBe(false)
    rerender({ flag: true })
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(149))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ flag: false })
    expect(result.current).toBe(false)
  })

  it('never turns true when the flag is true for less than the delay', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ flag }) => useLateFlag(flag, 150), { initialProps: { flag: true } })
    act(() => vi.advanceTimersByTime(100))
    rerender({ flag: false })
    act(() => vi.advanceTimersByTime(500))
    expect(result.current).toBe(false)
    // A new busy spell waits the whole delay again.
    rerender({ flag: true })
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(false)
  })
})
