/**
 * Quotes as Mastodon's Quote and posts of muted authors marked `hidden` (Mitra 4.6.0), as each
 * release serializes them; each case names its source.
 */
import { describe, expect, it } from 'vitest'
import { dialectApps } from '../test/helpers'
import { created } from '../test/posts'

const start = dialectApps()

async function quoteOfMuted(mitra: '3.21' | '5.9') {
  const app = start(mitra)
  const alice = await app.signUp('alice')
  const bob = await app.signUp('bob')
  const original = await created(app, bob.token, { status: 'Original words' })
  const quote = await created(app, alice.token, { status: 'Look at this', quote_id: original.id })
  const mute = await app.call('POST', `/api/v1/accounts/${bob.id}/mute`, { token: alice.token })
  expect(mute.statusCode).toBe(200)
  const read = (token?: string) =>
    app.call('GET', `/api/v1/statuses/${quote.id}`, token ? { token } : {}).then((r) => r.json())
  return { app, alice, bob, original, quote, read }
}

describe('quotes and hidden posts', () => {
  // v3.21.0 src/mastodon_api/statuses/types.rs: pleroma.quote and quote_visible = quote.is_some();
  // no `quote`, no `hidden`.
  it('3.21 sends the quote under pleroma only, visible whenever there is one', async () => {
    const { read, alice, original } = await quoteOfMuted('3.21')
    const status = await read(alice.token)
    expect(status.pleroma.quote.id).toBe(original.id)
    expect(status.pleroma.quote_visible).toBe(true)
    expect(status).not.toHaveProperty('quote')
    expect(status).not.toHaveProperty('hidden')
    expect(status.pleroma.quote).not.toHaveProperty('hidden')
  })

  // v5.9.1 statuses/types.rs Status::from_post: quote = Quote { state: "accepted", .. } of the first
  // link; pleroma.quote_visible = !quoted.hidden; hidden = actions.hidden (find_posts_hidden_by_user:
  // the viewer mutes the author), false without a viewer.
  it('5.9 marks the quote of a muted author hidden, for the one who muted only', async () => {
    const { read, alice, bob, original } = await quoteOfMuted('5.9')
    const status = await read(alice.token)
    expect(status.hidden).toBe(false)
    expect(status.quote).toMatchObject({ state: 'accepted', quoted_status: { id: original.id, hidden: true } })
    expect(status.pleroma.quote).toMatchObject({ id: original.id, hidden: true })
    expect(status.pleroma.quote_visible).toBe(false)
    for (const other of [await read(bob.token), await read()]) {
      expect(other.quote.quoted_status.hidden).toBe(false)
      expect(other.pleroma.quote_visible).toBe(true)
    }
  })

  it("5.9 marks a muted author's own post hidden, and sends quote null without one", async () => {
    const { app, alice, original } = await quoteOfMuted('5.9')
    const own = (await app.call('GET', `/api/v1/statuses/${original.id}`, { token: alice.token })).json()
    expect(own.hidden).toBe(true)
    expect(own.quote).toBeNull()
    expect(own.pleroma.quote_visible).toBe(true)
  })

  // post_link rows go with the post (ON DELETE CASCADE): a removed quote leaves no quote at all.
  it('5.9 sends no quote once the quoted post is deleted', async () => {
    const { app, bob, original, read, alice } = await quoteOfMuted('5.9')
    expect((await app.call('DELETE', `/api/v1/statuses/${original.id}`, { token: bob.token })).statusCode).toBe(200)
    const status = await read(alice.token)
    expect(status.quote).toBeNull()
    expect(status.pleroma.quote).toBeNull()
    expect(status.links).toEqual([])
  })
})
