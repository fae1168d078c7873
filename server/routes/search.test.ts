import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertRemoteAccount } from '../db/accounts'
import { createTestApp, type TestApp } from '../test/helpers'
import { created } from '../test/posts'
import { parseSearch } from './search'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

type Results = { accounts: { id: string; acct: string }[]; statuses: { id: string }[]; hashtags: { name: string; url: string }[] }
const search = async (q: string, extra = '') => {
  const res = await t.call('GET', `/api/v2/search?q=${encodeURIComponent(q)}${extra}`, { token: alice.token })
  expect(res.statusCode).toBe(200)
  return res.json() as Results
}

describe('parseSearch', () => {
  it('reads the prefixes', () => {
    expect(parseSearch(' #Tag ')).toEqual({ kind: 'tags', tag: 'Tag' })
    expect(parseSearch('@bob')).toEqual({ kind: 'accounts', username: 'bob', hostname: null })
    expect(parseSearch('bob@remote.example')).toEqual({ kind: 'accounts', username: 'bob', hostname: 'remote.example' })
    expect(parseSearch('>two words')).toEqual({ kind: 'text', text: 'two words' })
    expect(parseSearch('two words')).toEqual({ kind: 'text', text: 'two words' })
  })
})

describe('GET /api/v2/search', () => {
  it('finds accounts by @name and name@host', async () => {
    insertRemoteAccount(t.app.parley.db, { username: 'bobby', hostname: 'remote.example', actorId: 'https://remote.example/users/bobby', actorUrl: 'https://remote.example/@bobby' })
    expect((await search('@bo')).accounts.map((a) => a.acct)).toEqual(['bob', 'bobby@remote.example'])
    expect((await search('bobby@remote.example')).accounts.map((a) => a.acct)).toEqual(['bobby@remote.example'])
  })

  it('finds existing hashtags by prefix', async () => {
    await created(t, bob.token, { status: 'about #parley and #parleys and #other' })
    const res = await search('#parl')
    expect(res.hashtags.map((h) => h.name)).toEqual(['parley', 'parleys'])
    expect(res.hashtags[0]?.url).toMatch(/\/collections\/tags\/parley$/)
    expect((await search('#nothing')).hashtags).toEqual([])
  })

  it('finds posts by text that the viewer may see, paged by offset', async () => {
    const open = await created(t, bob.token, { status: 'a quiet harbour' })
    await created(t, bob.token, { status: 'a hidden harbour', visibility: 'private' })
    const mine = await created(t, alice.token, { status: 'my harbour' })
    expect((await search('>harbour')).statuses.map((s) => s.id)).toEqual([mine.id, open.id])
    expect((await search('quiet harbour')).statuses.map((s) => s.id)).toEqual([open.id])
    expect((await search('>harbour', '&limit=1&offset=1')).statuses.map((s) => s.id)).toEqual([open.id])
  })

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/v2/search?q=bob')).statusCode).toBe(401)
  })
})

describe('GET /api/v1/directory', () => {
  it('lists local accounts by offset and limit', async () => {
    insertRemoteAccount(t.app.parley.db, { username: 'zed', hostname: 'remote.example', actorId: 'https://remote.example/users/zed', actorUrl: 'https://remote.example/@zed' })
    const page = await t.call('GET', '/api/v1/directory?limit=1&offset=1', { token: alice.token })
    expect((page.json() as { acct: string }[]).map((a) => a.acct)).toEqual(['bob'])
    const all = await t.call('GET', '/api/v1/directory?local=false', { token: alice.token })
    expect((all.json() as { acct: string }[]).map((a) => a.acct)).toEqual(['alice', 'bob', 'zed@remote.example'])
    expect((await t.call('GET', '/api/v1/directory')).statusCode).toBe(401)
  })
})
