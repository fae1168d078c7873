import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once and keeps the answer', async () => {
    const load = vi.fn(() => Promise.resolve('module'))
    const once = loadOnce(load)
    expect(once.loaded()).toBeUndefined()
    const first = once.load()
    expect(once.load()).toBe(first)
    await expect(first).resolves.toBe('module')
    expect(once.loaded()).toBe('module')
    await once.load()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module')
    const once = loadOnce(load)
    await expect(once.load()).rejects.toThrow('offline')
    expect(once.loaded()).toBeUndefined()
    await expect(once.load()).resolves.toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
