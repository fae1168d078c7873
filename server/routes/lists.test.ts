import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, type Status } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

const newList = async (title = 'Friends') => {
  const res = await t.call('POST', '/api/v1/lists', { token: alice.token, json: { title } })
  expect(res.statusCode).toBe(200)
  return res.json() as { id: number; title: string }
}
const members = async (id: number, query = '') => {
  const res = await t.call('GET', `/api/v1/lists/${id}/accounts${query}`, { token: alice.token })
  expect(res.headers.link).toBeUndefined()
  return (res.json() as { id: string }[]).map((a) => a.id)
}

describe('custom feeds', () => {
  it('are created, read, renamed and deleted with integer ids', async () => {
    const list = await newList('  Friends  ')
    expect(list).toEqual({ id: expect.any(Number), title: 'Friends', replies_policy: 'followed', exclusive: true })
    expect((await t.call('GET', '/api/v1/lists', { token: alice.token })).json()).toEqual([list])
    const renamed = await t.call('PUT', `/api/v1/lists/${list.id}`, { token: alice.token, json: { title: 'Pals' } })
    expect(renamed.json()).toMatchObject({ id: list.id, title: 'Pals' })
    expect((await t.call('GET', `/api/v1/lists/${list.id}`, { token: alice.token })).json().title).toBe('Pals')
    const gone = await t.call('DELETE', `/api/v1/lists/${list.id}`, { token: alice.token })
    expect(gone.json()).toEqual({})
    const missing = await t.call('GET', `/api/v1/lists/${list.id}`, { token: alice.token })
    expect(missing.statusCode).toBe(404)
    expect(errorOf(missing).error).toBe('custom feed not found')
  })

  it('check the name and hide other people’s feeds', async () => {
    const empty = await t.call('POST', '/api/v1/lists', { token: alice.token, json: { title: '  ' } })
    expect(errorOf(empty).error).toBe('feed name is empty')
    const long = await t.call('POST', '/api/v1/lists', { token: alice.token, json: { title: 'x'.repeat(201) } })
    expect(errorOf(long).error).toBe('feed name is too long')
    const list = await newList()
    const theirs = await t.call('GET', `/api/v1/lists/${list.id}`, { token: bob.token })
    expect(errorOf(theirs).error).toBe('custom feed not found')
  })

  it('add one member at a time, refuse repeats, remove by account_ids[0], page by max_id without Link', async () => {
    const carol = await t.signUp('carol')
    const list = await newList()
    for (const who of [bob, carol]) {
      const res = await t.call('POST', `/api/v1/lists/${list.id}/accounts`, {
        token: alice.token,
        json: { account_ids: [who.id] },
      })
      expect(res.json()).toEqual({})
    }
    const again = await t.call('POST', `/api/v1/lists/${list.id}/accounts`, {
      token: alice.token,
      json: { account_ids: [bob.id] },
    })
    expect(again.statusCode).toBe(422)
    expect(errorOf(again).error).toBe('user already added')
    const all = await members(list.id)
    expect(all.sort()).toEqual([bob.id, carol.id].sort())
    const first = await members(list.id, '?limit=1')
    expect(await members(list.id, `?max_id=${first[0]}`)).toEqual(all.filter((id) => id !== first[0]))
    const removed = await t.call('DELETE', `/api/v1/lists/${list.id}/accounts?account_ids[0]=${bob.id}`, {
      token: alice.token,
    })
    expect(removed.json()).toEqual({})
    expect(await members(list.id)).toEqual([carol.id])
  })

  it('have a timeline of the members’ posts', async () => {
    const carol = await t.signUp('carol')
    const list = await newList()
    await t.call('POST', `/api/v1/lists/${list.id}/accounts`, { token: alice.token, json: { account_ids: [bob.id] } })
    const post = await created(t, bob.token, { status: 'from bob' })
    await created(t, carol.token, { status: 'from carol' })
    await created(t, bob.token, { status: 'private', visibility: 'private' })
    const res = await t.call('GET', `/api/v1/timelines/list/${list.id}`, { token: alice.token })
    expect((res.json() as Status[]).map((s) => s.id)).toEqual([post.id])
    const missing = await t.call('GET', '/api/v1/timelines/list/999', { token: alice.token })
    expect(errorOf(missing).error).toBe('custom feed not found')
  })
})
