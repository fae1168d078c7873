import { describe, expect, it } from 'vitest'
import { composerReducer, composerStart, type ComposerState } from './composer-state'
import { newPoll } from './poll-rules'
import { blankInitial } from './use-draft'

const ALL = ['public', 'private', 'subscribers', 'direct'] as const
const start = (overrides: Partial<ComposerState> = {}): ComposerState => ({
  ...composerStart(blankInitial(), ALL, 'key-1'),
  ...overrides,
})

describe('composerStart', () => {
  it('opens on the initial fields with the caret at the end and nothing open', () => {
    const poll = newPoll()
    const state = composerStart(
      { ...blankInitial('@bob hi'), sensitive: true, visibility: 'private', poll },
      ALL,
      'key-9',
    )
    expect(state).toEqual({
      text: '@bob hi',
      caret: 7,
      visibility: 'private',
      sensitive: true,
      poll,
      idempotencyKey: 'key-9',
      previewing: false,
      published: 0,
      reminding: false,
    })
  })

  it('drops a stored visibility the mode does not offer, so the default applies', () => {
    expect(composerStart({ ...blankInitial(), visibility: 'public' }, ['direct'], 'k').visibility).toBeNull()
    expect(composerStart({ ...blankInitial(), visibility: null }, ALL, 'k').visibility).toBeNull()
  })
})

describe('composerReducer', () => {
  it('text: sets the text and the caret', () => {
    expect(composerReducer(start(), { type: 'text', text: 'hello', caret: 3 })).toMatchObject({
      text: 'hello',
      caret: 3,
    })
  })

  it('caret: moves the caret only', () => {
    const state = start({ text: 'hello', caret: 5 })
    expect(composerReducer(state, { type: 'caret', caret: 1 })).toEqual({ ...state, caret: 1 })
  })

  it('visibility: records the choice', () => {
    expect(composerReducer(start(), { type: 'visibility', visibility: 'direct' }).visibility).toBe('direct')
  })

  it('sensitive: sets and clears the mark', () => {
    const on = composerReducer(start(), { type: 'sensitive', sensitive: true })
    expect(on.sensitive).toBe(true)
    expect(composerReducer(on, { type: 'sensitive', sensitive: false }).sensitive).toBe(false)
  })

  it('poll: replaces the poll as edited', () => {
    const poll = { ...newPoll(), options: ['yes', 'no', ''] }
    expect(composerReducer(start({ poll: newPoll() }), { type: 'poll', poll }).poll).toBe(poll)
  })

  it('toggle-poll: adds a blank poll, and removes it with its options', () => {
    const on = composerReducer(start(), { type: 'toggle-poll' })
    expect(on.poll).toEqual(newPoll())
    const edited = composerReducer(on, { type: 'poll', poll: { ...newPoll(), options: ['a', 'b', ''] } })
    const off = composerReducer(edited, { type: 'toggle-poll' })
    expect(off.poll).toBeNull()
    expect(composerReducer(off, { type: 'toggle-poll' }).poll).toEqual(newPoll())
  })

  it('preview: opens and closes the preview', () => {
    const on = composerReducer(start(), { type: 'preview', on: true })
    expect(on.previewing).toBe(true)
    expect(composerReducer(on, { type: 'preview', on: false }).previewing).toBe(false)
  })

  it('remind: opens and closes the description reminder', () => {
    const on = composerReducer(start(), { type: 'remind', on: true })
    expect(on.reminding).toBe(true)
    expect(composerReducer(on, { type: 'remind', on: false }).reminding).toBe(false)
  })

  it('published: blanks the form with a fresh key, keeps the visibility and counts the post', () => {
    const full = start({
      text: 'hello',
      caret: 5,
      visibility: 'private',
      sensitive: true,
      poll: newPoll(),
      previewing: true,
      published: 1,
    })
    expect(composerReducer(full, { type: 'published', idempotencyKey: 'key-2' })).toEqual({
      text: '',
      caret: 0,
      visibility: 'private',
      sensitive: false,
      poll: null,
      idempotencyKey: 'key-2',
      previewing: false,
      published: 2,
      reminding: false,
    })
  })

  it('never changes the state it is given', () => {
    const state = Object.freeze(start({ text: 'x' }))
    expect(() => composerReducer(state, { type: 'published', idempotencyKey: 'k' })).not.toThrow()
    expect(state.text).toBe('x')
  })
})
