// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackPress } from './track-press'

afterEach(() => vi.useRealTimers())

describe('trackPress', () => {
  it('marks the press until a task after the release, then calls back once', () => {
    vi.useFakeTimers()
    const pressing = { current: false }
    const released = vi.fn()
    trackPress(pressing, released)
    expect(pressing.current).toBe(true)
    window.dispatchEvent(new Event('pointerup'))
    // The click the release makes comes first.
    expect(pressing.current).toBe(true)
    expect(released).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(pressing.current).toBe(false)
    expect(released).toHaveBeenCalledTimes(1)
    // Listening has stopped.
    window.dispatchEvent(new Event('pointerup'))
    vi.runAllTimers()
    expect(released).toHaveBeenCalledTimes(1)
  })

  it('ends with a cancelled press too', () => {
    vi.useFakeTimers()
    const pressing = { current: false }
    const released = vi.fn()
    trackPress(pressing, released)
    window.dispatchEvent(new Event('pointercancel'))
    vi.runAllTimers()
    expect(pressing.current).toBe(false)
    expect(released).toHaveBeenCalledTimes(1)
  })
})
