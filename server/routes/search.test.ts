import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertRemoteAccount } from '../db/accounts'
import { createTestApp, type TestApp } from '../test/helpers'
import { created } from '../test/posts'
import { parseProfile, parseSearch } from './search'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

type Results = {
  accounts: { id: string; acct: string }[]
  statuses: { id: string }[]
  hashtags: { name: string; url: string }[]
}
const search = async (q: string, extra = '') => {
  const res = await t.call('GET', `/api/v2/search?q=${encodeURIComponent(q)}${extra}`, { token: alice.token })
  expect(res.statusCode).toBe(200)
  return res.json() as Results
}

// Each rule names the Mitra code it follows: v3.21.0 src/mastodon_api/search/{views,helpers}.rs and
// v5.9.1 mitra_api/src/mastodon_api/search/{views,helpers}.rs (same rules in both), and the queries
// in mitra_models (profiles, tags, posts queries.rs).
describe('parseSearch (helpers.rs parse_search_query)', () => {
  it('reads a URL, #word, >text and an account address, in that order', () => {
    expect(parseSearch('https://remote.example/@bob/1')).toEqual({ kind: 'url', url: 'https://remote.example/@bob/1' })
    expect(parseSearch(' #Tag ')).toEqual({ kind: 'tags', tag: 'Tag' })
    expect(parseSearch('>two words')).toEqual({ kind: 'text', text: 'two words' })
    expect(parseSearch('@bob')).toEqual({ kind: 'accounts', username: 'bob', hostname: null })
    expect(parseSearch('!group@Remote.example')).toEqual({
      kind: 'accounts',
      username: 'group',
      hostname: 'remote.example',
    })
    expect(parseSearch('acct:bob@remote.example')).toEqual({
      kind: 'accounts',
      username: 'bob',
      hostname: 'remote.example',
    })
  })

  it('takes one plain word as an account name and several plain words as nothing (test_parse_search_query_text)', () => {
    expect(parseSearch('coffee')).toEqual({ kind: 'accounts', username: 'coffee', hostname: null })
    expect(parseSearch('two words')).toEqual({ kind: 'unknown' })
    // A hashtag is one word: "#two words" is neither a tag nor an address.
    expect(parseSearch('#two words')).toEqual({ kind: 'unknown' })
    expect(parseProfile('two words')).toBeNull()
  })
})

describe('GET /api/v2/search', () => {
  it('finds accounts whose acct contains the name, local first, not by display name (profiles/queries.rs search_profiles)', async () => {
    insertRemoteAccount(t.app.parley.db, {
      username: 'bobby',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/bobby',
      actorUrl: 'https://remote.example/@bobby',
    })
    insertRemoteAccount(t.app.parley.db, {
      username: 'jobo',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/jobo',
      actorUrl: 'https://remote.example/@jobo',
    })
    expect((await search('@bo')).accounts.map((a) => a.acct)).toEqual([
      'bob',
      'bobby@remote.example',
      'jobo@remote.example',
    ])
    expect((await search('ob')).accounts.map((a) => a.acct)).toEqual([
      'bob',
      'bobby@remote.example',
      'jobo@remote.example',
    ])
    // With a host: the name exactly, the host as a prefix.
    expect((await search('bobby@remote')).accounts.map((a) => a.acct)).toEqual(['bobby@remote.example'])
    expect((await search('bob@remote.example')).accounts.map((a) => a.acct)).toEqual([])
  })

  it('finds existing hashtags containing the word, for #word only (tags/queries.rs search_tags)', async () => {
    await created(t, bob.token, { status: 'about #parley and #myparley and #other' })
    const res = await search('#parl')
    expect(res.hashtags.map((h) => h.name)).toEqual(['myparley', 'parley'])
    expect(res.hashtags[0]?.url).toMatch(/\/collections\/tags\/myparley$/)
    expect(res.accounts).toEqual([])
    expect(res.statuses).toEqual([])
    expect((await search('#nothing')).hashtags).toEqual([])
    // A plain word is an account name, never a hashtag or post text.
    expect(await search('parley')).toEqual({ accounts: [], statuses: [], hashtags: [] })
  })

  it('several plain words find nothing at all (SearchQuery::Unknown)', async () => {
    await created(t, alice.token, { status: 'a quiet harbour' })
    expect(await search('quiet harbour')).toEqual({ accounts: [], statuses: [], hashtags: [] })
  })

  it('>text finds only posts the searcher wrote, bookmarked, liked or reacted to, or is mentioned in (posts/queries.rs search_posts)', async () => {
    const carol = await t.signUp('carol')
    const open = await created(t, bob.token, { status: 'a quiet harbour' })
    const liked = await created(t, bob.token, { status: 'a liked harbour' })
    const kept = await created(t, carol.token, { status: 'a bookmarked harbour' })
    const mention = await created(t, carol.token, { status: '@alice the harbour is lovely' })
    const mine = await created(t, alice.token, { status: 'my harbour' })
    await created(t, carol.token, { status: 'harbourside is not the word' })
    await t.call('POST', `/api/v1/statuses/${liked.id}/favourite`, { token: alice.token })
    await t.call('POST', `/api/v1/statuses/${kept.id}/bookmark`, { token: alice.token })
    const found = (await search('>harbour')).statuses.map((s) => s.id)
    expect(found).toEqual([mine.id, mention.id, kept.id, liked.id])
    // Bob's post that Alice never touched is public, yet not searchable by her.
    expect(found).not.toContain(open.id)
    // Every word must be in the post; the order does not matter.
    expect((await search('>harbour my')).statuses.map((s) => s.id)).toEqual([mine.id])
    expect((await search('>harbour, lovely!')).statuses.map((s) => s.id)).toEqual([mention.id])
    expect((await search('>harbour', '&limit=1&offset=1')).statuses.map((s) => s.id)).toEqual([mention.id])
  })

  it('type=statuses searches post text without ">", type=accounts reads only an address (views.rs search_view)', async () => {
    const mine = await created(t, alice.token, { status: 'my #harbour photos' })
    expect((await search('harbour photos', '&type=statuses')).statuses.map((s) => s.id)).toEqual([mine.id])
    expect((await search('harbour photos', '&type=statuses')).hashtags).toEqual([])
    expect((await search('bo', '&type=accounts')).accounts.map((a) => a.acct)).toEqual(['bob'])
    expect((await search('#harbour', '&type=accounts')).accounts).toEqual([])
    // Any other type is the general search.
    expect((await search('#harb', '&type=hashtags')).hashtags.map((h) => h.name)).toEqual(['harbour'])
  })

  it('checks limit as Mitra does (pagination.rs PageSize: 1 to 200)', async () => {
    expect((await t.call('GET', '/api/v2/search?q=bob&limit=0', { token: alice.token })).statusCode).toBe(400)
    expect((await t.call('GET', '/api/v2/search?q=bob&limit=201', { token: alice.token })).statusCode).toBe(400)
    expect((await search('bo', '&limit=1')).accounts).toHaveLength(1)
  })

  it('checks offset as Mitra does (search/types.rs SearchQueryParams: a u16)', async () => {
    const tooFar = await t.call('GET', '/api/v2/search?q=bob&offset=65536', { token: alice.token })
    expect(tooFar.statusCode).toBe(400)
    expect(tooFar.json()).toMatchObject({
      error_description: 'Query deserialize error: number too large to fit in target type',
    })
    expect((await search('bo', '&offset=65535')).accounts).toEqual([])
  })

  it('answers 400, never 500, to an offset past a u16 on every route that pages by offset', async () => {
    for (const path of ['/api/v2/search?q=bob&', '/api/v1/directory?', '/api/v1/accounts/search?q=bob&']) {
      for (const offset of ['65536', '99999999999999999999', '1e3', '-1']) {
        const answer = await t.call('GET', `${path}offset=${offset}`, { token: alice.token })
        expect(answer.statusCode, `${path}offset=${offset}`).toBe(400)
        expect(answer.json().error_description).toMatch(/^Query deserialize error: /)
      }
    }
  })

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/v2/search?q=bob')).statusCode).toBe(401)
  })
})

describe('GET /api/v1/directory', () => {
  it('lists local accounts by offset and limit', async () => {
    insertRemoteAccount(t.app.parley.db, {
      username: 'zed',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/zed',
      actorUrl: 'https://remote.example/@zed',
    })
    const page = await t.call('GET', '/api/v1/directory?limit=1&offset=1', { token: alice.token })
    expect((page.json() as { acct: string }[]).map((a) => a.acct)).toEqual(['bob'])
    const all = await t.call('GET', '/api/v1/directory?local=false', { token: alice.token })
    expect((all.json() as { acct: string }[]).map((a) => a.acct)).toEqual(['alice', 'bob', 'zed@remote.example'])
    expect((await t.call('GET', '/api/v1/directory')).statusCode).toBe(401)
  })

  it('orders by username at 3.21 whatever the order asked', async () => {
    await created(t, alice.token, { status: 'older' })
    await created(t, bob.token, { status: 'newer' })
    const page = await t.call('GET', '/api/v1/directory?order=active', { token: bob.token })
    expect((page.json() as { acct: string }[]).map((a) => a.acct)).toEqual(['alice', 'bob'])
  })
})

describe('GET /api/v1/directory at Mitra 5.9 (directory/types.rs order)', () => {
  let t59: TestApp
  afterEach(() => t59.close())

  it('orders by latest post by default and with order=active, by username with any other order', async () => {
    t59 = createTestApp({ mitra: '5.9' })
    const a = await t59.signUp('alice')
    const b = await t59.signUp('bob')
    await t59.signUp('carol')
    await created(t59, a.token, { status: 'older' })
    await created(t59, b.token, { status: 'newer' })
    const accts = async (query: string) =>
      ((await t59.call('GET', `/api/v1/directory${query}`, { token: a.token })).json() as { acct: string }[]).map(
        (x) => x.acct,
      )
    expect(await accts('')).toEqual(['bob', 'alice', 'carol'])
    expect(await accts('?order=active')).toEqual(['bob', 'alice', 'carol'])
    expect(await accts('?order=new')).toEqual(['alice', 'bob', 'carol'])
    expect(await accts('?order=active&offset=1&limit=1')).toEqual(['alice'])
  })
})
