// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getTimelinePage } from '@/api/timelines/endpoints'
import { earlyKey } from '@/lib/early-requests'
import { session } from '@/lib/session'
import { firstData } from './plan'

afterEach(() => {
  delete window.__parleyEarly
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

/** Registers the boot script's answer for `path`, as boot.ts does. */
function askedEarly(path: string, token: string | null): void {
  const response = Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } }))
  window.__parleyEarly = { ...window.__parleyEarly, [earlyKey(path, token)]: { at: Date.now(), response } }
}

/*
 * The boot script writes its URLs by hand (it must stay small); the app builds them from its
 * queries. Each early answer is useful only if the app's own call asks for exactly that URL.
 */
describe("the boot script's early requests", () => {
  it("are the ones the app's call for home's posts takes", async () => {
    const network = vi.fn(() =>
      Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
    )
    vi.stubGlobal('fetch', network)
    session.setToken('t1')

    const home = firstData('home', '/home', true).find(([path]) => path.startsWith('/api/v1/timelines/home'))
    askedEarly(home![0], 't1')
    await getTimelinePage({ kind: 'home' }, null)

    expect(network).not.toHaveBeenCalled()
  })
})
