/**
 * Followers-only reposts (Mitra 4.3): POST /api/v1/statuses/{id}/reblog with an optional JSON body
 * {visibility}, as each release takes it; each case names its source.
 */
import { describe, expect, it } from 'vitest'
import { dialectApps, errorOf, type TestApp } from '../test/helpers'
import { created, type Status } from '../test/posts'

const start = dialectApps()

async function people(app: TestApp) {
  const alice = await app.signUp('alice')
  const bob = await app.signUp('bob')
  const carol = await app.signUp('carol')
  // Carol follows bob; alice does not.
  await app.call('POST', `/api/v1/accounts/${bob.id}/follow`, { token: carol.token })
  const post = await created(app, alice.token, { status: 'Allotment notes' })
  const reblog = (json?: unknown, headers?: Record<string, string>) =>
    app.call('POST', `/api/v1/statuses/${post.id}/reblog`, { token: bob.token, json, headers })
  return { alice, bob, carol, post, reblog }
}

const ids = (statuses: Status[]) => statuses.map((s) => (s.reblog as Status | null)?.id ?? s.id)

describe('the visibility of a repost', () => {
  // v3.21.0 src/mastodon_api/statuses/views.rs: reblog has no body extractor; every repost is public.
  it('3.21 ignores a body and reposts publicly', async () => {
    const app = start('3.21')
    const { reblog } = await people(app)
    const res = await reblog({ visibility: 'private' })
    expect(res.statusCode).toBe(200)
    expect(res.json().visibility).toBe('public')
  })

  // v5.9.1 mitra_api/src/mastodon_api/statuses/views.rs reblog: visibility_from_str, then
  // mitra_validators/src/posts.rs validate_repost_data (Public | Followers).
  it('5.9 makes a followers-only repost that only followers see', async () => {
    const app = start('5.9')
    const { alice, bob, carol, post, reblog } = await people(app)
    const res = await reblog({ visibility: 'private' })
    expect(res.statusCode).toBe(200)
    const repost = res.json() as Status
    expect(repost.visibility).toBe('private')
    expect((repost.reblog as Status).id).toBe(post.id)

    const home = await app.call('GET', '/api/v1/timelines/home', { token: carol.token })
    expect(ids(home.json())).toContain(post.id)
    const profile = (token?: string) => app.call('GET', `/api/v1/accounts/${bob.id}/statuses`, { token })
    expect((await profile(carol.token)).json().map((s: Status) => s.id)).toContain(repost.id)
    expect((await profile()).json().map((s: Status) => s.id)).not.toContain(repost.id)
    expect((await profile(alice.token)).json().map((s: Status) => s.id)).not.toContain(repost.id)
  })

  it.each([
    [undefined, 'without a body'],
    [{ visibility: 'unlisted' }, 'read as public'],
    [{ visibility: 5 }, 'no ReblogForm: Option<Json> is None'],
    [{}, 'the field left out'],
  ])('5.9 reposts publicly with %j (%s)', async (json, _why) => {
    const app = start('5.9')
    const { reblog } = await people(app)
    const res = await reblog(json)
    expect(res.statusCode).toBe(200)
    expect(res.json().visibility).toBe('public')
  })

  it.each([
    ['direct', 'invalid repost visibility'],
    ['subscribers', 'invalid repost visibility'],
    ['conversation', 'invalid repost visibility'],
    ['followers', 'invalid visibility parameter'],
  ])('5.9 refuses the visibility %j', async (visibility, error) => {
    const app = start('5.9')
    const { reblog } = await people(app)
    const res = await reblog({ visibility })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toBe(error)
  })

  it('5.9 reads the form from a sequence too, as serde does', async () => {
    const app = start('5.9')
    const { reblog } = await people(app)
    expect((await reblog(['private'])).json().visibility).toBe('private')
  })
})
