import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setRole } from '../db/accounts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created } from '../test/posts'

// Where a stricter answer would be possible, the demo instance answers as Mitra's own handlers do
// (docs/decisions/0089-the-demo-instance-follows-mitras-handlers.md): a client meets these on every instance.
let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

describe('answers as Mitra does', () => {
  it('lets a member demoted to read-only edit their own post (edit_status checks only authorship), but not post', async () => {
    const bob = await t.signUp('bob')
    const post = await created(t, bob.token, { status: 'before' })
    setRole(t.app.parley.db, bob.id, 'read_only_user')
    const edit = await t.call('PUT', `/api/v1/statuses/${post.id}`, { token: bob.token, json: { status: 'after' } })
    expect(edit.statusCode).toBe(200)
    expect((await t.call('POST', '/api/v1/statuses', { token: bob.token, json: { status: 'new' } })).statusCode).toBe(
      403,
    )
  })

  it("answers 403 to editing, deleting or reading the source of someone else's post, also one the caller cannot see", async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    await t.signUp('carol')
    const post = await created(t, bob.token, { status: '@carol just us', visibility: 'direct' })
    expect((await t.call('GET', `/api/v1/statuses/${post.id}`, { token: alice.token })).statusCode).toBe(404)
    for (const [method, path, json] of [
      ['PUT', `/api/v1/statuses/${post.id}`, { status: 'x' }],
      ['DELETE', `/api/v1/statuses/${post.id}`, undefined],
      ['GET', `/api/v1/statuses/${post.id}/source`, undefined],
    ] as const) {
      const answer = await t.call(method, path, { token: alice.token, json })
      expect(answer.statusCode, `${method} ${path}`).toBe(403)
      expect(errorOf(answer).error_description).toBe('permission error')
    }
  })

  it("counts every reply in replies_count, also those the reader cannot see (Mitra's stored counter)", async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    const carol = await t.signUp('carol')
    const post = await created(t, alice.token, { status: 'a question' })
    await created(t, bob.token, { status: 'an answer for alice only', in_reply_to_id: post.id, visibility: 'direct' })
    const seen = await t.call('GET', `/api/v1/statuses/${post.id}`, { token: carol.token })
    expect(seen.json().replies_count).toBe(1)
  })
})
