import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { insertFollow, insertRemoteAccount } from '../db/accounts'
import { insertEmoji } from '../db/emojis'
import { insertPost } from '../db/posts'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { created, statusAs, type Status } from '../test/posts'

let t: TestApp
let alice: { id: string; token: string }
let bob: { id: string; token: string }
beforeEach(async () => {
  t = createTestApp()
  alice = await t.signUp('alice')
  bob = await t.signUp('bob')
})
afterEach(() => t.close())

const act = (id: string, action: string, token?: string) =>
  t.call('POST', `/api/v1/statuses/${id}/${action}`, { token })
const NO_SUCH_POST = '00000000-0000-7000-8000-000000000000'

describe('favourite and unfavourite', () => {
  it('toggles favourited and the like count, idempotently', async () => {
    const s = await created(t, bob.token, { status: 'like me' })
    const liked = (await act(s.id, 'favourite', alice.token)).json() as Status
    expect(liked).toMatchObject({ id: s.id, favourited: true, favourites_count: 1 })
    expect((await act(s.id, 'favourite', alice.token)).json()).toMatchObject({ favourites_count: 1 })
    expect((await statusAs(t, s.id, alice.token)).favourited).toBe(true)
    expect((await statusAs(t, s.id, bob.token)).favourited).toBe(false)
    expect((await statusAs(t, s.id)).favourites_count).toBe(1)
    const unliked = (await act(s.id, 'unfavourite', alice.token)).json() as Status
    expect(unliked).toMatchObject({ favourited: false, favourites_count: 0 })
    expect((await act(s.id, 'unfavourite', alice.token)).statusCode).toBe(200)
  })

  it('cannot touch posts the user may not see (404) and needs a token (401)', async () => {
    const hidden = await created(t, bob.token, { status: 'followers', visibility: 'private' })
    const res = await act(hidden.id, 'favourite', alice.token)
    expect(res.statusCode).toBe(404)
    expect(errorOf(res).error_description).toBe('post not found')
    expect((await act(hidden.id, 'bookmark', alice.token)).statusCode).toBe(404)
    expect((await act(NO_SUCH_POST, 'favourite', alice.token)).statusCode).toBe(404)
    expect((await act(hidden.id, 'favourite')).statusCode).toBe(401)
    insertFollow(t.app.parley.db, alice.id, bob.id)
    expect((await act(hidden.id, 'favourite', alice.token)).statusCode).toBe(200)
  })
})

describe('reblog and unreblog', () => {
  it('answers the repost with the original in `reblog`; unreblog answers the original', async () => {
    const s = await created(t, bob.token, { status: 'share me' })
    const res = await act(s.id, 'reblog', alice.token)
    expect(res.statusCode).toBe(200)
    const repost = res.json() as Status
    expect(repost.id).not.toBe(s.id)
    expect(repost.content).toBe('')
    expect(repost.reblog).toMatchObject({ id: s.id, reblogged: true, reblogs_count: 1 })
    expect((await statusAs(t, s.id, alice.token)).reblogged).toBe(true)
    const again = await act(s.id, 'reblog', alice.token)
    expect(again.statusCode).toBe(400)
    expect(errorOf(again).error_description).toBe('post already exists')
    const home = (await t.call('GET', '/api/v1/timelines/home', { token: alice.token })).json() as Status[]
    expect(home[0]?.reblog?.id).toBe(s.id)

    const undone = await act(s.id, 'unreblog', alice.token)
    expect(undone.json()).toMatchObject({ id: s.id, reblogged: false, reblogs_count: 0 })
    expect((await t.call('GET', `/api/v1/statuses/${repost.id}`)).statusCode).toBe(404)
    const none = await act(s.id, 'unreblog', alice.token)
    expect(none.statusCode).toBe(404)
    expect(errorOf(none).error_description).toBe('post not found')
  })

  it("reposts only public posts (404 'post not found') and needs create_post (403)", async () => {
    insertFollow(t.app.parley.db, alice.id, bob.id)
    for (const visibility of ['private', 'direct']) {
      const s = await created(t, bob.token, { status: '@alice not for sharing', visibility })
      const res = await act(s.id, 'reblog', alice.token)
      expect(res.statusCode).toBe(404)
      expect(errorOf(res).error_description).toBe('post not found')
    }
    const s = await created(t, bob.token, { status: 'public' })
    const reader = await t.signUp('reader', 'read_only_user')
    const res = await act(s.id, 'reblog', reader.token)
    expect(res.statusCode).toBe(403)
    expect(errorOf(res).error_description).toBe('permission error')
    // Read-only members still like, react and bookmark.
    expect((await act(s.id, 'favourite', reader.token)).statusCode).toBe(200)
    expect((await act(s.id, 'bookmark', reader.token)).statusCode).toBe(200)
  })
})

describe('bookmarks', () => {
  it('toggles bookmarked and lists bookmarks newest first, paged by an opaque integer max_id', async () => {
    const posts: Status[] = []
    for (let i = 0; i < 3; i++) posts.push(await created(t, bob.token, { status: `post ${i}` }))
    for (const p of posts) expect((await act(p.id, 'bookmark', alice.token)).json()).toMatchObject({ bookmarked: true })
    expect((await act(posts[0]!.id, 'bookmark', alice.token)).statusCode).toBe(200)

    const first = await t.call('GET', '/api/v1/bookmarks?limit=2', { token: alice.token })
    expect((first.json() as Status[]).map((s) => s.id)).toEqual([posts[2]!.id, posts[1]!.id])
    expect((first.json() as Status[])[0]?.bookmarked).toBe(true)
    const link = /<http:\/\/localhost:80([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1]
    expect(link).toMatch(/^\/api\/v1\/bookmarks\?limit=2&max_id=\d+$/)
    const second = await t.call('GET', link!, { token: alice.token })
    expect((second.json() as Status[]).map((s) => s.id)).toEqual([posts[0]!.id])
    expect(second.headers.link).toBeUndefined()

    expect((await act(posts[1]!.id, 'unbookmark', alice.token)).json()).toMatchObject({ bookmarked: false })
    const all = (await t.call('GET', '/api/v1/bookmarks', { token: alice.token })).json() as Status[]
    expect(all.map((s) => s.id)).toEqual([posts[2]!.id, posts[0]!.id])
    expect((await t.call('GET', '/api/v1/bookmarks', { token: bob.token })).json()).toEqual([])
    expect((await t.call('GET', '/api/v1/bookmarks')).statusCode).toBe(401)
    expect(
      errorOf(await t.call('GET', '/api/v1/bookmarks?max_id=abc', { token: alice.token })).error_description,
    ).toMatch(/^Query deserialize error/)
  })

  it('leaves out bookmarked posts the user may no longer see', async () => {
    insertFollow(t.app.parley.db, alice.id, bob.id)
    const s = await created(t, bob.token, { status: 'followers', visibility: 'private' })
    await act(s.id, 'bookmark', alice.token)
    expect((await t.call('GET', '/api/v1/bookmarks', { token: alice.token })).json()).toHaveLength(1)
    t.app.parley.db.prepare('DELETE FROM follows').run()
    expect((await t.call('GET', '/api/v1/bookmarks', { token: alice.token })).json()).toHaveLength(0)
  })
})

describe('pin and unpin', () => {
  it('pins own public posts only: 422 "can\'t pin post" / "can\'t unpin post"', async () => {
    const s = await created(t, alice.token, { status: 'pin me' })
    expect((await act(s.id, 'pin', alice.token)).json()).toMatchObject({ pinned: true })
    expect((await statusAs(t, s.id)).pinned).toBe(true)
    expect((await act(s.id, 'unpin', alice.token)).json()).toMatchObject({ pinned: false })
    const others = await act(s.id, 'pin', bob.token)
    expect(others.statusCode).toBe(422)
    expect(errorOf(others).error_description).toBe("can't pin post")
    const privatePost = await created(t, alice.token, { status: 'followers', visibility: 'private' })
    expect(errorOf(await act(privatePost.id, 'pin', alice.token)).error_description).toBe("can't pin post")
    expect(errorOf(await act(privatePost.id, 'unpin', alice.token)).error_description).toBe("can't unpin post")
    expect((await act(NO_SUCH_POST, 'pin', alice.token)).statusCode).toBe(404)
  })
})

describe('emoji reactions', () => {
  const react = (method: 'PUT' | 'DELETE', id: string, emoji: string, token: string) =>
    t.call(method, `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent(emoji)}`, { token })

  it('adds and removes unicode and custom emoji reactions; likes are counted apart', async () => {
    insertEmoji(t.app.parley.db, { shortcode: 'blob', fileName: 'blob.png', mediaType: 'image/png' })
    const s = await created(t, bob.token, { status: 'react' })
    await act(s.id, 'favourite', alice.token)
    expect((await react('PUT', s.id, '❤️', alice.token)).statusCode).toBe(200)
    await react('PUT', s.id, '❤️', bob.token)
    const res = await react('PUT', s.id, 'blob', alice.token)
    expect(res.statusCode).toBe(200)
    const after = res.json() as Status
    expect(after.favourites_count).toBe(1)
    expect(after.pleroma.emoji_reactions).toEqual([
      { account_ids: [alice.id, bob.id], count: 2, me: true, name: '❤️', url: null },
      { account_ids: [alice.id], count: 1, me: true, name: 'blob', url: 'http://localhost:80/media/blob.png' },
    ])
    expect((await statusAs(t, s.id, bob.token)).pleroma.emoji_reactions.map((r) => r.me)).toEqual([true, false])
    expect((await statusAs(t, s.id)).pleroma.emoji_reactions.map((r) => r.me)).toEqual([false, false])
    // The shortcode form names the same emoji.
    expect((await react('PUT', s.id, ':blob:', bob.token)).json().pleroma.emoji_reactions[1]).toMatchObject({
      count: 2,
    })
    const twice = await react('PUT', s.id, '❤️', alice.token)
    expect(twice.statusCode).toBe(400)
    expect(errorOf(twice).error_description).toBe('reaction already exists')

    const removed = (await react('DELETE', s.id, ':blob:', alice.token)).json() as Status
    expect(removed.pleroma.emoji_reactions[1]).toMatchObject({ count: 1, me: false })
    expect((await react('DELETE', s.id, '❤️', alice.token)).statusCode).toBe(200)
    const missing = await react('DELETE', s.id, '❤️', alice.token)
    expect(missing.statusCode).toBe(404)
    expect(errorOf(missing).error_description).toBe('reaction not found')
  })

  it("refuses unknown custom emojis (404 'emoji not found') and several characters", async () => {
    const s = await created(t, bob.token, { status: 'react' })
    for (const emoji of ['nope', ':nope:', 'ab']) {
      const res = await react('PUT', s.id, emoji, alice.token)
      expect(res.statusCode).toBe(404)
      expect(errorOf(res).error_description).toBe('emoji not found')
    }
    expect((await react('PUT', s.id, '👍🏽', alice.token)).statusCode).toBe(200)
    expect((await react('PUT', s.id, 'x', alice.token)).statusCode).toBe(200)
  })
})

describe('make_permanent', () => {
  it("answers 418 'operation not supported' unless ipfs_api_url is set, then a CID once", async () => {
    const s = await created(t, alice.token, { status: 'keep me' })
    const off = await act(s.id, 'make_permanent', alice.token)
    expect(off.statusCode).toBe(418)
    expect(errorOf(off).error_description).toBe('operation not supported')
    t.config('ipfs_api_url', 'http://127.0.0.1:5001')
    const res = await act(s.id, 'make_permanent', alice.token)
    expect(res.statusCode).toBe(200)
    const cid = (res.json() as Status).ipfs_cid
    expect(cid).toMatch(/^bafkrei[a-z2-7]{52}$/)
    expect((await statusAs(t, s.id)).ipfs_cid).toBe(cid)
    const again = await act(s.id, 'make_permanent', alice.token)
    expect(again.statusCode).toBe(422)
    expect(errorOf(again).error_description).toBe('post already saved to IPFS')
  })

  it('is for the author and public posts only (403)', async () => {
    t.config('ipfs_api_url', 'http://127.0.0.1:5001')
    const s = await created(t, alice.token, { status: 'mine' })
    expect((await act(s.id, 'make_permanent', bob.token)).statusCode).toBe(403)
    const followers = await created(t, alice.token, { status: 'followers', visibility: 'private' })
    expect((await act(followers.id, 'make_permanent', alice.token)).statusCode).toBe(403)
  })
})

describe('load_conversation', () => {
  it('is for admins (403 otherwise), 404 for local posts, 204 for remote ones', async () => {
    const admin = await t.signUp('root', 'admin')
    const local = await created(t, alice.token, { status: 'local' })
    const remoteAuthor = insertRemoteAccount(t.app.parley.db, {
      username: 'mira',
      hostname: 'remote.example',
      actorId: 'https://remote.example/users/mira',
      actorUrl: 'https://remote.example/@mira',
    })
    const remote = insertPost(t.app.parley.db, {
      authorId: remoteAuthor.id,
      content: '<p>hi</p>',
      contentSource: null,
      inReplyTo: null,
      visibility: 'public',
      sensitive: false,
      mentions: [],
      tags: [],
      objectId: 'https://remote.example/objects/1',
    })
    expect((await act(remote.id, 'load_conversation', alice.token)).statusCode).toBe(403)
    const localRes = await act(local.id, 'load_conversation', admin.token)
    expect(localRes.statusCode).toBe(404)
    expect(errorOf(localRes).error_description).toBe('post not found')
    const res = await act(remote.id, 'load_conversation', admin.token)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
  })
})
