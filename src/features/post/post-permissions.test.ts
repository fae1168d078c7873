import { describe, expect, it } from 'vitest'
import type { Relationship } from '@/api/relationships/types'
import type { Status, Visibility } from '@/api/statuses/types'
import { makeUser } from '@/lib/testing/fixtures'
import { postAbilities } from './post-permissions'

const writer = makeUser({ id: 'me' }, ['create_post'])
const reader = makeUser({ id: 'me' }, [])
const admin = makeUser({ id: 'me' }, ['create_post', 'delete_any_profile'])
const relationship = { id: 'x', muting: false } as Relationship

const post = (visibility: Visibility = 'public', author = 'other', acct = 'bob', extra: Partial<Status> = {}) =>
  ({ id: 'p', visibility, account: { id: author, acct }, poll: null, ipfs_cid: null, ...extra }) as Status

const abilities = (over: Partial<Parameters<typeof postAbilities>[0]>) =>
  postAbilities({
    user: writer,
    status: post(),
    inThread: false,
    relationship,
    ipfsGateway: 'https://ipfs.example',
    ...over,
  })

describe('postAbilities (spec section 6)', () => {
  it('gives guests nothing', () => {
    const can = abilities({ user: null })
    expect(Object.values(can).every((v) => v === false)).toBe(true)
  })

  it('lets read-only members like, react, bookmark and vote, but not reply, repost or quote', () => {
    const can = abilities({
      user: reader,
      inThread: true,
      status: post('public', 'other', 'bob', { poll: { voted: false, expired: false } as Status['poll'] }),
    })
    expect([can.like, can.react, can.bookmark, can.vote]).toEqual([true, true, true, true])
    expect([can.reply, can.repost, can.quote]).toEqual([false, false, false])
  })

  it('lets writers repost public posts only, and quote them only in a thread', () => {
    expect(abilities({}).repost).toBe(true)
    expect(abilities({}).quote).toBe(false)
    expect(abilities({ inThread: true }).quote).toBe(true)
    // In a timeline, Quote leads to the thread instead.
    expect(abilities({}).quoteInThread).toBe(true)
    expect(abilities({ inThread: true }).quoteInThread).toBe(false)
    expect(abilities({ status: post('private') }).quoteInThread).toBe(false)
    for (const visibility of ['private', 'subscribers', 'conversation', 'direct'] as const) {
      const can = abilities({ status: post(visibility), inThread: true })
      expect([can.reply, can.repost, can.quote]).toEqual([true, false, false])
    }
  })

  it('reposts to followers only when the viewer asks for it, where a repost may be made', () => {
    expect(abilities({}).repostToFollowers).toBe(false)
    expect(abilities({ repostToFollowers: true }).repostToFollowers).toBe(true)
    expect(abilities({ repostToFollowers: true, status: post('private') }).repostToFollowers).toBe(false)
    expect(abilities({ repostToFollowers: true, user: reader }).repostToFollowers).toBe(false)
  })

  it('gives authors edit, delete, pin (public) and IPFS (public, unsaved, gateway set)', () => {
    const own = abilities({ status: post('public', 'me') })
    expect([own.edit, own.delete, own.pin, own.saveToIpfs, own.mute]).toEqual([true, true, true, true, false])
    const followersOnly = abilities({ status: post('private', 'me') })
    expect([followersOnly.pin, followersOnly.saveToIpfs, followersOnly.delete]).toEqual([false, false, true])
    expect(abilities({ status: post('public', 'me', 'alice', { ipfs_cid: 'bafy' }) }).saveToIpfs).toBe(false)
    expect(abilities({ status: post('public', 'me'), ipfsGateway: null }).saveToIpfs).toBe(false)
    // A read-only author may delete but not edit (editing is writing).
    const readOnlyOwn = abilities({ user: reader, status: post('public', 'me') })
    expect([readOnlyOwn.edit, readOnlyOwn.delete]).toEqual([false, true])
  })

  it('offers mute to non-authors only once the relationship is loaded', () => {
    expect(abilities({}).mute).toBe(true)
    expect(abilities({ relationship: undefined }).mute).toBe(false)
    expect(abilities({ status: post('public', 'me') }).mute).toBe(false)
  })

  it('gives admins the object id, and load replies for remote authors', () => {
    const local = abilities({ user: admin })
    expect([local.copyObjectId, local.loadReplies]).toEqual([true, false])
    const remote = abilities({ user: admin, status: post('public', 'other', 'mira@remote.example') })
    expect([remote.copyObjectId, remote.loadReplies]).toEqual([true, true])
    expect(abilities({ status: post('public', 'other', 'mira@remote.example') }).loadReplies).toBe(false)
  })

  it('allows a vote only while the poll is open and not voted in', () => {
    const poll = (extra: object) =>
      post('public', 'other', 'bob', { poll: { voted: false, expired: false, ...extra } as Status['poll'] })
    expect(abilities({ status: poll({}) }).vote).toBe(true)
    expect(abilities({ status: poll({ voted: true }) }).vote).toBe(false)
    expect(abilities({ status: poll({ expired: true }) }).vote).toBe(false)
    expect(abilities({ status: poll({}), pollClosed: true }).vote).toBe(false)
    expect(abilities({ status: post() }).vote).toBe(false)
  })
})
