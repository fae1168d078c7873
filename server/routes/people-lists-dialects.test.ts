import { describe, expect, it, vi } from 'vitest'
import { created } from '../test/posts'
import { dialectApps, errorOf, type TestApp } from '../test/helpers'

// Who liked (4.5.0), reposted (4.4.0) and reacted (4.5.0), and the member's likes (4.17.0):
// served by the 5.9 dialect as v5.9.1 mitra_api/src/mastodon_api/{statuses,reactions,favourites}/views.rs
// do; 3.21.0 has none of these routes.

const start = dialectApps()

async function likedPost(app: TestApp) {
  const alice = await app.signUp('alice')
  const bob = await app.signUp('bob')
  const carol = await app.signUp('carol')
  const post = await created(app, alice.token, { status: 'Hello', visibility: 'public' })
  for (const who of [bob, carol]) {
    expect((await app.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: who.token })).statusCode).toBe(200)
  }
  return { alice, bob, carol, post }
}

const usernames = (body: unknown) => (body as { username: string }[]).map((a) => a.username)

describe('who liked, reposted and reacted (5.9)', () => {
  it('lists likers newest first, pages by the like with a Link header, and gives a guest an empty list', async () => {
    const app = start('5.9')
    const { alice, post } = await likedPost(app)
    const all = await app.call('GET', `/api/v1/statuses/${post.id}/favourited_by`, { token: alice.token })
    expect(all.statusCode).toBe(200)
    expect(usernames(all.json())).toEqual(['carol', 'bob'])
    const first = await app.call('GET', `/api/v1/statuses/${post.id}/favourited_by?limit=1`, { token: alice.token })
    expect(usernames(first.json())).toEqual(['carol'])
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1]
    expect(next).toMatch(/max_id=[0-9a-f-]{36}/)
    const second = await app.call('GET', new URL(next ?? '').pathname + new URL(next ?? '').search, {
      token: alice.token,
    })
    expect(usernames(second.json())).toEqual(['bob'])
    const guest = await app.call('GET', `/api/v1/statuses/${post.id}/favourited_by`)
    expect([guest.statusCode, guest.json()]).toEqual([200, []])
  })

  it('lists reposters, and refuses a post id that is not a UUID as Mitra does', async () => {
    const app = start('5.9')
    const { alice, bob, post } = await likedPost(app)
    expect((await app.call('POST', `/api/v1/statuses/${post.id}/reblog`, { token: bob.token })).statusCode).toBe(200)
    const res = await app.call('GET', `/api/v1/statuses/${post.id}/reblogged_by`, { token: alice.token })
    expect(usernames(res.json())).toEqual(['bob'])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const bad = await app.call('GET', '/api/v1/statuses/nope/reblogged_by', { token: alice.token })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).error_description).toMatch(/^Path deserialize error: UUID parsing failed/)
  })

  it('groups emoji reactions by name with their accounts, leaves likes out, and needs a token', async () => {
    const app = start('5.9')
    const { alice, bob, carol, post } = await likedPost(app)
    for (const who of [bob, carol]) {
      const put = await app.call('PUT', `/api/v1/pleroma/statuses/${post.id}/reactions/${encodeURIComponent('🎉')}`, {
        token: who.token,
      })
      expect(put.statusCode).toBe(200)
    }
    const res = await app.call('GET', `/api/v1/pleroma/statuses/${post.id}/reactions`, { token: bob.token })
    const groups = res.json() as { name: string; count: number; me: boolean; accounts: { username: string }[] }[]
    expect(groups.map((g) => [g.name, g.count, g.me, g.accounts.map((a) => a.username).sort()])).toEqual([
      ['🎉', 2, true, ['bob', 'carol']],
    ])
    const own = await app.call('GET', `/api/v1/pleroma/statuses/${post.id}/reactions`, { token: alice.token })
    expect((own.json() as { me: boolean }[])[0]?.me).toBe(false)
    expect((await app.call('GET', `/api/v1/pleroma/statuses/${post.id}/reactions`)).statusCode).toBe(401)
  })

  it("serves the member's likes at /api/v1/favourites, newest first, paged by the like", async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const bob = await app.signUp('bob')
    const one = await created(app, alice.token, { status: 'One', visibility: 'public' })
    const two = await created(app, alice.token, { status: 'Two', visibility: 'public' })
    for (const post of [two, one]) await app.call('POST', `/api/v1/statuses/${post.id}/favourite`, { token: bob.token })
    const first = await app.call('GET', '/api/v1/favourites?limit=1', { token: bob.token })
    expect((first.json() as { id: string }[]).map((s) => s.id)).toEqual([one.id])
    const next = new URL(/<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1] ?? '')
    const second = await app.call('GET', next.pathname + next.search, { token: bob.token })
    expect((second.json() as { id: string }[]).map((s) => s.id)).toEqual([two.id])
    expect((await app.call('GET', '/api/v1/favourites', { token: alice.token })).json()).toEqual([])
    expect((await app.call('GET', '/api/v1/favourites')).statusCode).toBe(401)
  })
})

describe('3.21 has none of them', () => {
  it('answers 404 as its router does', async () => {
    const app = start('3.21')
    const { alice, post } = await likedPost(app)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of [
      `/api/v1/statuses/${post.id}/favourited_by`,
      `/api/v1/statuses/${post.id}/reblogged_by`,
      `/api/v1/pleroma/statuses/${post.id}/reactions`,
      '/api/v1/favourites',
    ]) {
      expect((await app.call('GET', path, { token: alice.token })).statusCode).toBe(404)
    }
    // The statuses scope's routes are refusals of the request's form: a journey that sent one fails.
    expect(logged.mock.calls.flat().join('\n')).toContain('favourited_by -> 404')
  })
})

describe('the instance’s blocked domains (Mitra 4.12.0)', () => {
  it('5.9 lists them as DomainBlocks to members, to guests only when the list is public', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    app.config('blocked_domains', ['spam.example'])
    const res = await app.call('GET', '/api/v1/instance/domain_blocks', { token: alice.token })
    expect(res.json()).toEqual([
      {
        domain: 'spam.example',
        // sha256("spam.example")
        digest: '8bb6634ad532175e1c706063fd69b452bf51917f61150b14da6500c018cf8df4',
        severity: 'suspend',
        comment: null,
      },
    ])
    const guest = await app.call('GET', '/api/v1/instance/domain_blocks')
    expect([guest.statusCode, errorOf(guest).error_description]).toEqual([401, 'authentication required'])
    app.config('filter_blocklist_public', true)
    expect((await app.call('GET', '/api/v1/instance/domain_blocks')).json()).toHaveLength(1)
  })

  it('3.21 has no such route', async () => {
    const app = start('3.21')
    const alice = await app.signUp('alice')
    expect((await app.call('GET', '/api/v1/instance/domain_blocks', { token: alice.token })).statusCode).toBe(404)
  })
})
