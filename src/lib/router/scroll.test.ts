// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from './memory-history'
import { createScrollManager } from './scroll'

/** A page too short to reach its saved position yet: every scroll lands at the top. */
function shortPage() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.splice(id - 1, 1, () => {}))
  const runFrame = () => frames.shift()?.(0)
  return { scrollTo, runFrame }
}

describe('the scroll manager', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps trying to restore a reloaded position while the page grows, until a screen cancels it', () => {
    const history = createMemoryHistory(['/home'])
    const storage = new Map<string, string>()
    const key = history.location.key
    storage.set('parley-scroll-positions', JSON.stringify({ [key]: 2400 }))
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as Storage
    const { scrollTo, runFrame } = shortPage()
    const manager = createScrollManager({ ...history, action: 'pop' } as typeof history, store)

    manager.pageShown(key)
    runFrame()
    expect(scrollTo).toHaveBeenCalledTimes(2)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400, left: 0, behavior: 'instant' })

    // Home places itself at the last read post: the router stops pulling the page elsewhere.
    manager.cancelRestore()
    runFrame()
    runFrame()
    expect(scrollTo).toHaveBeenCalledTimes(2)
  })
})
