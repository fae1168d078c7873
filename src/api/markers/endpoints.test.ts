import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeMarker } from '@/lib/testing/fixtures'
import { getNotificationMarker, updateHomeMarker, updateNotificationMarker } from './endpoints'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

// Mitra 3.21's MarkerCreateData (v3.21.0 src/mastodon_api/markers/types.rs) reads only the literal
// keys, as JSON; 5.9 reads them too. A nested {notifications: {last_read_id}} never cleared the
// badge on 3.21 (issue 18, problem 1).
describe('marker calls', () => {
  it('sends each marker as JSON under its literal key', async () => {
    session.setToken('t')
    const { calls } = stubFetch((req) =>
      jsonResponse(
        200,
        (req.body as Record<string, string>)['home[last_read_id]']
          ? { home: makeMarker('p') }
          : { notifications: makeMarker('9') },
      ),
    )
    await expect(updateNotificationMarker('9')).resolves.toEqual(makeMarker('9'))
    await expect(updateHomeMarker('p')).resolves.toEqual(makeMarker('p'))
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/v1/markers', { 'notifications[last_read_id]': '9' }],
      ['POST', '/api/v1/markers', { 'home[last_read_id]': 'p' }],
    ])
    expect(calls.every((c) => c.headers.get('content-type') === 'application/json')).toBe(true)
  })

  it('asks with timeline[], and takes a missing key for no marker', async () => {
    session.setToken('t')
    const { calls } = stubFetch(() => jsonResponse(200, {}))
    await expect(getNotificationMarker()).resolves.toBeNull()
    expect(calls[0]?.url.searchParams.getAll('timeline[]')).toEqual(['notifications'])
  })
})
