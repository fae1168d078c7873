// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterPaint } from './after-paint'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useAfterPaint', () => {
  it('turns true a task after the render that saw it, and false at once', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), { initialProps: { ready: false } })
    expect(result.current).toBe(false)
    rerender({ ready: true })
    expect(result.current).toBe(false)
    act(() => vi.runAllTimers())
    expect(result.current).toBe(true)
    rerender({ ready: false })
    expect(result.current).toBe(false)
  })

  it('is true from the start when it starts ready', () => {
    const { result } = renderHook(() => useAfterPaint(true))
    expect(result.current).toBe(true)
  })
})
