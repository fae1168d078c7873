import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { pseudoCatalogue, pseudoText } from './pseudo'

describe('the pseudo-locale', () => {
  it('accents and lengthens text but keeps numbered tags', () => {
    expect(pseudoText('Save')).toBe('Šáṽé~~')
    expect(pseudoText('<0>Read</0> more')).toBe('<0>Ŕéáð~~</0> ɱóŕé~~')
    expect(pseudoText('42 …')).toBe('42 …')
  })

  it('brackets each message and keeps arguments, plural cases and offsets', () => {
    const messages = {
      a: 'Hello',
      b: ['Hi ', ['name'], '!'],
      c: [['n', 'plural', { offset: 1, one: ['#', ' post'], other: ['#', ' posts'] }]],
    } as unknown as Messages
    const pseudo = pseudoCatalogue(messages)
    expect(pseudo.a).toBe('[Ĥéļļó~~]')
    expect(pseudo.b).toEqual(['[', 'Ĥí ~', ['name'], '!', ']'])
    expect(pseudo.c).toEqual([
      '[',
      ['n', 'plural', { offset: 1, one: ['#', ' þóšţ~~'], other: ['#', ' þóšţš~~'] }],
      ']',
    ])
  })
})
