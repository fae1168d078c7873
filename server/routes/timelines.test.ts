import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow, insertRemoteAccount } from '../db/accounts'
import { insertPost } from '../db/posts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

async function write(token: string, status: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call('POST', '/api/v1/statuses', { token, json: { status, ...extra } })
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().id
}

const ids = (res: { json: () => unknown }) => (res.json() as { id: string }[]).map((p) => p.id)

describe('paging', () => {
  it('pages with max_id and sends Link only when the page is full', async () => {
    const written: string[] = []
    for (let i = 0; i < 5; i++) written.push(await write(alice.token, `post ${i} #paging`))
    const newestFirst = [...written].reverse()

    const first = await t.call('GET', '/api/v1/timelines/public?local=true&limit=2', { token: alice.token })
    expect(ids(first)).toEqual(newestFirst.slice(0, 2))
    expect(first.headers.link).toBe(
      `<http://localhost:80/api/v1/timelines/public?local=true&limit=2&max_id=${newestFirst[1]}>; rel="next"`,
    )

    const second = await t.call('GET', `/api/v1/timelines/public?local=true&limit=2&max_id=${newestFirst[1]}`, {
      token: alice.token,
    })
    expect(ids(second)).toEqual(newestFirst.slice(2, 4))
    expect(second.headers.link).toContain(`&max_id=${newestFirst[3]}>`)
    expect(second.headers.link).not.toContain(`max_id=${newestFirst[1]}`)

    const last = await t.call('GET', `/api/v1/timelines/public?local=true&limit=2&max_id=${newestFirst[3]}`, {
      token: alice.token,
    })
    expect(ids(last)).toEqual(newestFirst.slice(4))
    expect(last.headers.link).toBeUndefined()

    const all = await t.call('GET', '/api/v1/timelines/tag/paging', { token: alice.token })
    expect(ids(all)).toEqual(newestFirst)
    expect(all.headers.link).toBeUndefined()
  })

  it.each([
    ['limit=0', 'Query deserialize error: expected an integer between 0 and 201'],
    ['limit=201', 'Query deserialize error: expected an integer between 0 and 201'],
    ['limit=abc', 'Query deserialize error: invalid digit found in string'],
    ['max_id=123', /^Query deserialize error: UUID parsing failed/],
    ['local=maybe', 'Query deserialize error: provided string was not `true` or `false`'],
  ])('refuses %s', async (query, message) => {
    const res = await t.call('GET', `/api/v1/timelines/public?${query}`, { token: alice.token })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toMatch(message)
  })

  it('accepts limit=200 and defaults to 20', async () => {
    for (let i = 0; i < 21; i++) await write(alice.token, `n${i}`)
    const page = await t.call('GET', '/api/v1/timelines/home', { token: alice.token })
    expect(ids(page)).toHaveLength(20)
    expect(page.headers.link).toContain('/api/v1/timelines/home?max_id=')
    expect(ids(await t.call('GET', '/api/v1/timelines/home?limit=200', { token: alice.token }))).toHaveLength(21)
  })
})

describe('GET /api/v1/timelines/home', () => {
  it('shows own posts, followed accounts and mentions, only what the reader may see', async () => {
    const carol = await t.signUp('carol')
    const own = await write(alice.token, 'mine')
    const bobPublic = await write(bob.token, 'bob public')
    const bobPrivate = await write(bob.token, 'bob followers', { visibility: 'private' })
    const mention = await write(carol.token, '@alice hello', { visibility: 'direct' })
    const carolOther = await write(carol.token, 'carol public')
    expect(ids(await t.call('GET', '/api/v1/timelines/home', { token: alice.token }))).toEqual([mention, own])
    insertFollow(t.app.parley.db, alice.id, bob.id)
    expect(ids(await t.call('GET', '/api/v1/timelines/home', { token: alice.token }))).toEqual([
      mention,
      bobPrivate,
      bobPublic,
      own,
    ])
    expect(ids(await t.call('GET', '/api/v1/timelines/home', { token: alice.token }))).not.toContain(carolOther)
    const guest = await t.call('GET', '/api/v1/timelines/home')
    expect(guest.statusCode).toBe(401)
    expect(errorOf(guest).error_description).toBe('auth header is not present')
  })
})

describe('GET /api/v1/timelines/public', () => {
  it('lists only public posts, local ones with local=true', async () => {
    const pub = await write(alice.token, 'public')
    await write(alice.token, 'followers', { visibility: 'private' })
    const remote = insertRemoteAccount(t.app.parley.db, {
      username: 'mira',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/mira',
      actorUrl: 'https://remote.example/@mira',
    })
    const remotePost = insertPost(t.app.parley.db, {
      authorId: remote.id,
      content: '<p>from afar</p>',
      contentSource: null,
      inReplyTo: null,
      visibility: 'public',
      sensitive: false,
      mentions: [],
      tags: [],
      objectId: 'https://remote.example/objects/1',
    })
    expect(ids(await t.call('GET', '/api/v1/timelines/public?local=true'))).toEqual([pub])
    const federated = await t.call('GET', '/api/v1/timelines/public', { token: bob.token })
    expect(ids(federated)).toEqual([remotePost.id, pub])
    expect((federated.json() as { uri: string; account: { acct: string } }[])[0]).toMatchObject({
      uri: 'https://remote.example/objects/1',
      account: { acct: 'mira@remote.example' },
    })
  })

  it('applies the guest and federated-timeline rules from the settings', async () => {
    const guestFederated = await t.call('GET', '/api/v1/timelines/public?local=false')
    expect(guestFederated.statusCode).toBe(401)
    expect(errorOf(guestFederated).error_description).toBe('authentication required')
    expect((await t.call('GET', '/api/v1/timelines/public?local=true')).statusCode).toBe(200)

    t.config('instance_timeline_public', false)
    expect(errorOf(await t.call('GET', '/api/v1/timelines/public?local=true')).error_description).toBe(
      'authentication required',
    )
    expect((await t.call('GET', '/api/v1/timelines/public?local=true', { token: bob.token })).statusCode).toBe(200)

    t.config('federated_timeline_restricted', true)
    const restricted = await t.call('GET', '/api/v1/timelines/public?local=false', { token: bob.token })
    expect(restricted.statusCode).toBe(403)
    expect(errorOf(restricted).error_description).toBe('permission error')
    expect((await t.call('GET', '/api/v1/timelines/public?local=true', { token: bob.token })).statusCode).toBe(200)
    const admin = await t.signUp('root', 'admin')
    expect((await t.call('GET', '/api/v1/timelines/public', { token: admin.token })).statusCode).toBe(200)
  })
})

describe('GET /api/v1/timelines/tag/{tag}', () => {
  it('lists posts with the tag that the reader may see, for guests too', async () => {
    const a = await write(alice.token, 'one #Tea')
    const hidden = await write(alice.token, 'two #tea', { visibility: 'private' })
    await write(alice.token, 'three #coffee')
    expect(ids(await t.call('GET', '/api/v1/timelines/tag/tea'))).toEqual([a])
    expect(ids(await t.call('GET', '/api/v1/timelines/tag/TEA', { token: alice.token }))).toEqual([hidden, a])
  })
})
