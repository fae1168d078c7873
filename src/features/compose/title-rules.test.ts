import { describe, expect, it } from 'vitest'
import { makeInstance, makeWireStatus } from '@/lib/testing/fixtures'
import { handoffOf, NOTHING_ASKED } from './first-view-handoff'
import { composerStart } from './composer-state'
import { offersTitle, titleRemaining, titleToSend, TITLE_MAX_CHARACTERS } from './title-rules'
import { blankInitial, initialFromDraft, isEmptyDraft } from './use-draft'

const on = (release: string) => makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` })
const top = makeWireStatus({ id: 'top' })
const reply = makeWireStatus({ id: 'reply', in_reply_to_id: 'top' })

describe('offersTitle', () => {
  it('from Mitra 5.6.0 on new posts and quotes, never on replies', () => {
    expect(offersTitle({ kind: 'new' }, on('3.21.0'))).toBe(false)
    expect(offersTitle({ kind: 'new' }, on('5.5.0'))).toBe(false)
    expect(offersTitle({ kind: 'new' }, on('5.6.0'))).toBe(true)
    expect(offersTitle({ kind: 'quote', post: top }, on('5.9.1'))).toBe(true)
    expect(offersTitle({ kind: 'reply', post: top }, on('5.9.1'))).toBe(false)
    expect(offersTitle({ kind: 'new' }, undefined)).toBe(false)
  })

  it('on edits of top-level posts, and of replies that already have one (an edit without it clears it)', () => {
    expect(offersTitle({ kind: 'edit', post: top }, on('5.9.1'))).toBe(true)
    expect(offersTitle({ kind: 'edit', post: reply }, on('5.9.1'))).toBe(false)
    expect(offersTitle({ kind: 'edit', post: { ...reply, title: 'Re' } }, on('5.9.1'))).toBe(true)
    expect(offersTitle({ kind: 'edit', post: top }, on('3.21.0'))).toBe(false)
  })
})

describe('the title limit', () => {
  it('is 300 characters counted as code points, as Mitra 5.9 counts them', () => {
    expect(TITLE_MAX_CHARACTERS).toBe(300)
    expect(titleRemaining('')).toBe(300)
    expect(titleRemaining('文'.repeat(300))).toBe(0)
    expect(titleRemaining('😀'.repeat(300))).toBe(0)
    expect(titleRemaining('a'.repeat(301))).toBe(-1)
  })

  it('sends the trimmed title, nothing when blank or not offered', () => {
    expect(titleToSend('  On fish ', true)).toBe('On fish')
    expect(titleToSend('   ', true)).toBeNull()
    expect(titleToSend('', true)).toBeNull()
    expect(titleToSend('On fish', false)).toBeNull()
  })
})

describe('the title in drafts and the hand-over', () => {
  const fields = {
    text: '',
    sensitive: false,
    visibility: null,
    poll: null,
    media: [],
    target: null,
    idempotencyKey: 'k',
  }

  it('a draft with only a title is kept; a blank title is nothing', () => {
    expect(isEmptyDraft({ ...fields, title: 'On fish' }, '')).toBe(false)
    expect(isEmptyDraft({ ...fields, title: '  ' }, '')).toBe(true)
    expect(isEmptyDraft(fields, '')).toBe(true)
  })

  it('a stored title is restored; drafts kept before titles start without one', () => {
    const draft = { ...fields, accountId: 'a', context: 'new', updatedAt: 1 }
    expect(initialFromDraft({ ...draft, title: 'On fish' }).title).toBe('On fish')
    expect(initialFromDraft(draft).title).toBe('')
    expect(blankInitial('x').title).toBe('')
  })

  it("the complete form takes over the draft's title from the first view", () => {
    const initial = { ...blankInitial(), title: 'On fish' }
    const now = composerStart(initial, ['public'], 'k')
    expect(handoffOf(now, initial, NOTHING_ASKED, null).initial.title).toBe('On fish')
  })
})
