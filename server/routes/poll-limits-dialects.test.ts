import { describe, expect, it } from 'vitest'
import { dialectApps, errorOf } from '../test/helpers'
import { created, postStatus } from '../test/posts'

// How many options a poll may have: Mitra's POLL_OPTION_COUNT_MAX (mitra_validators/src/polls.rs),
// 10 at v3.21.0 and 20 at v5.9.1 (from 4.20.0), advertised as configuration.polls.max_options.

const start = dialectApps()
const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i + 1}`)

describe.each([
  ['3.21', 10],
  ['5.9', 20],
] as const)('polls on Mitra %s', (mitra, most) => {
  it(`advertises and takes ${most} options, and refuses one more`, async () => {
    const app = start(mitra)
    const alice = await app.signUp('alice')
    const instance = (await app.call('GET', '/api/v1/instance')).json()
    expect(instance.configuration.polls.max_options).toBe(most)
    const post = await created(app, alice.token, { status: 'Pick', poll: { options: options(most), expires_in: 3600 } })
    expect(post.poll?.options).toHaveLength(most)
    const refused = await postStatus(app, alice.token, {
      status: 'Pick again',
      poll: { options: options(most + 1), expires_in: 3600 },
    })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).error).toBe('too many poll options')
  })
})
