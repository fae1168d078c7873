// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postCardSteps, useWarmPostCards } from './warm-up'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

describe('useWarmPostCards', () => {
  it('builds the formats in tasks of their own after the render, once per locale', () => {
    vi.useFakeTimers()
    const Real = Intl.RelativeTimeFormat
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args)
    } as unknown as typeof Real)
    renderHook(() => useWarmPostCards(), { wrapper })
    // Nothing is built during the render itself.
    expect(relative).not.toHaveBeenCalled()
    act(() => vi.advanceTimersToNextTimer())
    expect(relative).toHaveBeenCalledTimes(1)
    act(() => vi.runAllTimers())
    const built = relative.mock.calls.length
    expect(built).toBeGreaterThan(1)

    renderHook(() => useWarmPostCards(), { wrapper })
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.runAllTimers())
    expect(relative).toHaveBeenCalledTimes(built)
  })

  it('has nothing to do while no locale is active', () => {
    expect(postCardSteps('')).toEqual([])
  })
})
