import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, statusAs, type Poll } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

const vote = (id: string, json: unknown, token?: string) => t.call('POST', `/api/v1/polls/${id}/votes`, { token, json })
const poll = (multiple: boolean, expiresIn = 3600, extra: Record<string, unknown> = {}) =>
  created(t, bob.token, {
    status: 'vote',
    'poll[options][]': ['a', 'b', 'c'],
    'poll[expires_in]': expiresIn,
    'poll[multiple]': multiple,
    ...extra,
  })
const refused = async (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status)
  expect(errorOf(res as never).error_description).toBe(message)
}

describe('POST /api/v1/polls/{id}/votes', () => {
  it('records a single-choice vote once and answers the Poll', async () => {
    const s = await poll(false)
    const res = await vote(s.id, { 'choices[]': [1] }, alice.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: s.id,
      expired: false,
      multiple: false,
      votes_count: 1,
      voters_count: null,
      options: [
        { title: 'a', votes_count: 0 },
        { title: 'b', votes_count: 1 },
        { title: 'c', votes_count: 0 },
      ],
      voted: true,
      own_votes: [1],
    })
    await refused(await vote(s.id, { 'choices[]': [0] }, alice.token), 422, 'already voted')
    expect((await statusAs(t, s.id, alice.token)).poll).toMatchObject({ voted: true, own_votes: [1], votes_count: 1 })
    expect((await statusAs(t, s.id, bob.token)).poll).toMatchObject({ voted: false, own_votes: [] })
    expect((await statusAs(t, s.id)).poll).toMatchObject({ voted: null, own_votes: null })
  })

  it('takes several choices on multiple-choice polls (choices or choices[])', async () => {
    const s = await poll(true)
    const res = await vote(s.id, { choices: [2, 0, 2] }, alice.token)
    expect(res.json()).toMatchObject({ votes_count: 2, voters_count: 0, own_votes: [0, 2] })
    const second = (await vote(s.id, { 'choices[]': [0] }, bob.token)).json() as Poll
    expect(second.options.map((o) => o.votes_count)).toEqual([2, 0, 1])
  })

  it('refuses what Mitra refuses, with its messages', async () => {
    const single = await poll(false)
    await refused(await vote(single.id, { 'choices[]': [] }, alice.token), 422, 'choice set is empty')
    await refused(await vote(single.id, { 'choices[]': [0, 1] }, alice.token), 422, 'only one option can be chosen')
    await refused(await vote(single.id, { 'choices[]': [7] }, alice.token), 404, 'poll option not found')
    const ended = await poll(false, 0)
    await refused(await vote(ended.id, { 'choices[]': [0] }, alice.token), 422, 'poll has already ended')
    expect((await statusAs(t, ended.id)).poll).toMatchObject({ expired: true })
    const plain = await created(t, bob.token, { status: 'no poll' })
    await refused(await vote(plain.id, { 'choices[]': [0] }, alice.token), 404, 'poll not found')
    await refused(
      await vote('00000000-0000-7000-8000-000000000000', { 'choices[]': [0] }, alice.token),
      404,
      'post not found',
    )
    expect((await vote(single.id, { 'choices[]': [0] })).statusCode).toBe(401)
    expect(errorOf(await vote(single.id, { 'choices[]': ['0'] }, alice.token)).error_description).toMatch(
      /^Json deserialize error/,
    )
  })

  it('needs the post to be visible to the voter', async () => {
    const hidden = await poll(false, 3600, { visibility: 'private' })
    await refused(await vote(hidden.id, { 'choices[]': [0] }, alice.token), 404, 'post not found')
    insertFollow(t.app.parley.db, alice.id, bob.id)
    expect((await vote(hidden.id, { 'choices[]': [0] }, alice.token)).statusCode).toBe(200)
  })
})
