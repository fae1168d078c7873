/**
 * GET /api/v1/notifications?min_id as each release reads it. 5.9 (since 4.18.0,
 * v5.9.1 mitra_api/src/mastodon_api/notifications/types.rs NotificationQueryParams.min_id:
 * Option<i32>; mitra_models/src/notifications/queries.rs get_notifications): `id > min_id`,
 * ORDER BY id ASC LIMIT, then reversed: the `limit` just above min_id, newest first; the Link
 * header's max_id is the last item (views.rs get_last_item), the oldest of them. 3.21
 * (v3.21.0 src/mastodon_api/notifications/types.rs) has no min_id: serde ignores the key.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created } from '../test/posts'

let t: TestApp
afterEach(() => t.close())

/** carol with `count` mentions from bob; their ids, newest first. */
async function mentioned(mitra: MitraDialect, count: number) {
  t = createTestApp({ mitra })
  const carol = await t.signUp('carol')
  const bob = await t.signUp('bob')
  for (let i = 1; i <= count; i++) await created(t, bob.token, { status: `mention ${i} @carol` })
  const all = (await t.call('GET', '/api/v1/notifications?limit=40', { token: carol.token })).json() as { id: string }[]
  expect(all).toHaveLength(count)
  return { token: carol.token, ids: all.map((n) => n.id) }
}
const ids = (body: unknown) => (body as { id: string }[]).map((n) => n.id)

describe('min_id at Mitra 5.9', () => {
  it('answers the `limit` just above min_id (the oldest of the newer ones), newest first', async () => {
    const { token, ids: all } = await mentioned('5.9', 6)
    const oldest = all[5] ?? ''
    const res = await t.call('GET', `/api/v1/notifications?min_id=${oldest}&limit=3`, { token })
    expect(ids(res.json())).toEqual([all[2], all[3], all[4]])
    // A full page: the next link pages back from its last (oldest) item, min_id kept.
    const next = new URL(/<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1] ?? 'http://x')
    expect(next.searchParams.get('min_id')).toBe(oldest)
    expect(next.searchParams.get('max_id')).toBe(all[4])
    // Fewer than the limit: all of them, and no link.
    const rest = await t.call('GET', `/api/v1/notifications?min_id=${all[2]}`, { token })
    expect(ids(rest.json())).toEqual([all[0], all[1]])
    expect(rest.headers.link).toBeUndefined()
    // Nothing newer than the newest.
    expect((await t.call('GET', `/api/v1/notifications?min_id=${all[0]}`, { token })).json()).toEqual([])
  })

  it('refuses a min_id that is not an i32 as web::Query does', async () => {
    const { token } = await mentioned('5.9', 1)
    const res = await t.call('GET', '/api/v1/notifications?min_id=abc', { token })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Query deserialize error: invalid digit found in string')
  })
})

describe('min_id at Mitra 3.21', () => {
  it('is ignored, even when it is not a number: the newest page comes', async () => {
    const { token, ids: all } = await mentioned('3.21', 4)
    for (const minId of [all[3], 'abc']) {
      const res = await t.call('GET', `/api/v1/notifications?min_id=${minId}&limit=2`, { token })
      expect(res.statusCode).toBe(200)
      expect(ids(res.json())).toEqual([all[0], all[1]])
    }
  })
})
