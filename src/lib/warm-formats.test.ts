import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatSteps } from './warm-formats'

afterEach(() => {
  vi.useRealTimers()
})

describe('formatSteps', () => {
  it('builds the number format the counts use', () => {
    const Real = Intl.NumberFormat
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function build(
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args)
    } as unknown as typeof Real)
    for (const step of formatSteps('fr')) step()
    expect(built.mock.calls.some(([, options]) => options === undefined)).toBe(true)
  })
})
