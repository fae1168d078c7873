import { describe, expect, it } from 'vitest'
import type { Visibility } from '@/api/statuses/types'
import { makeUser } from '@/lib/testing/fixtures'
import {
  canEditSource,
  canPublish,
  characterCount,
  draftContext,
  initialVisibility,
  quotedIdOf,
  remainingCharacters,
  replyMentions,
  showsCounter,
  visibilityOptions,
} from './compose-rules'
import { BOB, makeStatus } from '@/lib/testing/compose'

const me = makeUser({ id: 'me', acct: 'alice', username: 'alice' })
const byBob = (visibility: Visibility) => makeStatus({ visibility })
const byMe = (visibility: Visibility) => makeStatus({ visibility, account: me })

describe('visibility options (spec §4)', () => {
  it('offers public, followers, subscribers and direct for a new post', () => {
    expect(visibilityOptions({ kind: 'new' }, me.id)).toEqual(['public', 'private', 'subscribers', 'direct'])
  })
  it('offers the same four for a reply to a public post', () => {
    expect(visibilityOptions({ kind: 'reply', post: byBob('public') }, me.id)).toEqual([
      'public',
      'private',
      'subscribers',
      'direct',
    ])
  })
  it('lets the author of a followers-only post choose followers, conversation or direct', () => {
    expect(visibilityOptions({ kind: 'reply', post: byMe('private') }, me.id)).toEqual([
      'private',
      'conversation',
      'direct',
    ])
  })
  it('gives others conversation or direct for a reply to a followers-only post', () => {
    expect(visibilityOptions({ kind: 'reply', post: byBob('private') }, me.id)).toEqual(['conversation', 'direct'])
  })
  it('gives conversation or direct for a reply to a subscribers or conversation post', () => {
    expect(visibilityOptions({ kind: 'reply', post: byBob('subscribers') }, me.id)).toEqual(['conversation', 'direct'])
    expect(visibilityOptions({ kind: 'reply', post: byMe('subscribers') }, me.id)).toEqual(['conversation', 'direct'])
    expect(visibilityOptions({ kind: 'reply', post: byBob('conversation') }, me.id)).toEqual(['conversation', 'direct'])
  })
  it('allows only direct for a reply to a direct post', () => {
    expect(visibilityOptions({ kind: 'reply', post: byBob('direct') }, me.id)).toEqual(['direct'])
  })
  it('keeps the visibility of an edited post', () => {
    expect(visibilityOptions({ kind: 'edit', post: byMe('subscribers') }, me.id)).toEqual(['subscribers'])
  })
  it('makes a quote public', () => {
    expect(visibilityOptions({ kind: 'quote', post: byBob('public') }, me.id)).toEqual(['public'])
  })
  it('answers about the original when handed a repost', () => {
    const repost = makeStatus({ id: 'r', visibility: 'public', reblog: byBob('direct') })
    expect(visibilityOptions({ kind: 'reply', post: repost }, me.id)).toEqual(['direct'])
  })
  it('starts on the default from the settings when allowed, else on the first option', () => {
    const wantsFollowers = makeUser({ client_config: { 'mitra-web': { defaultVisibility: 'private' } } })
    expect(initialVisibility(['public', 'private', 'subscribers', 'direct'], wantsFollowers)).toBe('private')
    expect(initialVisibility(['conversation', 'direct'], wantsFollowers)).toBe('conversation')
    expect(initialVisibility(['public', 'private'], makeUser())).toBe('public')
  })
})

describe('drafts per context', () => {
  it('keys the new post, replies and quotes apart, and never stores edits', () => {
    const post = makeStatus({ id: 'abc' })
    expect(draftContext({ kind: 'new' })).toBe('new')
    expect(draftContext({ kind: 'new', group: { id: 'g1', name: 'Readers' } })).toBe('group:g1')
    expect(draftContext({ kind: 'reply', post })).toBe('reply:abc')
    expect(draftContext({ kind: 'quote', post })).toBe('quote:abc')
    expect(draftContext({ kind: 'edit', post })).toBeNull()
  })
})

describe('character counting', () => {
  it('counts code points', () => {
    expect(characterCount('abc')).toBe(3)
    expect(characterCount('😀é')).toBe(2)
    expect(remainingCharacters('😀😀', 10)).toBe(8)
  })
  it('shows the counter under 100 remaining only', () => {
    expect(showsCounter(100)).toBe(false)
    expect(showsCounter(99)).toBe(true)
    expect(showsCounter(-3)).toBe(true)
  })
})

describe('canPublish (spec §5)', () => {
  const ok = { text: 'hello', remaining: 10, submitting: false, uploading: false }
  it('needs text', () => {
    expect(canPublish(ok)).toBe(true)
    expect(canPublish({ ...ok, text: '  \n ' })).toBe(false)
  })
  it('is disabled over the limit, while submitting, while uploading and with a poll of under two options', () => {
    expect(canPublish({ ...ok, remaining: 0 })).toBe(true)
    expect(canPublish({ ...ok, remaining: -1 })).toBe(false)
    expect(canPublish({ ...ok, submitting: true })).toBe(false)
    expect(canPublish({ ...ok, uploading: true })).toBe(false)
    expect(canPublish({ ...ok, pollIncomplete: true })).toBe(false)
  })
})

describe('replyMentions', () => {
  it('mentions the author and the other mentioned accounts, not the user, once each', () => {
    const post = makeStatus({
      mentions: [
        { id: 'me', username: 'alice', acct: 'alice', url: '' },
        { id: 'c', username: 'carol', acct: 'carol@remote.example', url: '' },
        { id: BOB.id, username: 'bob', acct: 'bob', url: '' },
      ],
    })
    expect(replyMentions(post, me)).toBe('@bob @carol@remote.example ')
  })
  it('is empty when replying to oneself alone', () => {
    expect(replyMentions(byMe('public'), me)).toBe('')
  })
})

describe('editing', () => {
  it('refuses a post whose source is HTML', () => {
    expect(canEditSource({ content_type: 'text/html' })).toBe(false)
    expect(canEditSource({ content_type: 'text/markdown' })).toBe(true)
  })
  it('keeps the quoted post', () => {
    const quoted = makeStatus({ id: 'q' })
    expect(
      quotedIdOf(
        makeStatus({
          pleroma: { emoji_reactions: [], in_reply_to_account_acct: null, parent_visible: true, quote: quoted },
        }),
      ),
    ).toBe('q')
    expect(quotedIdOf(makeStatus({ links: [quoted] }))).toBe('q')
    expect(quotedIdOf(makeStatus())).toBeNull()
  })
})
