import { describe, expect, it } from 'vitest'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { pseudoLocaleMessages } from './pseudo-locale'

const po = (entries: [file: string, text: string][]) =>
  entries
    .map(([file, text]) => `#: ${file}\nmsgid ${JSON.stringify(text)}\nmsgstr ${JSON.stringify(text)}\n`)
    .join('\n')

const ENGLISH = po([
  ['src/ui/button.tsx', 'Save'],
  ['src/ui/button.tsx', '<0>Read</0> more'],
  ['src/ui/button.tsx', 'Hi {name}!'],
  ['src/ui/button.tsx', '42 …'],
  ['src/features/timeline/feed.tsx', '{n, plural, offset:1 one {# post} other {# posts}}'],
  ['src/features/settings/form.tsx', 'Settings'],
])

const id = (text: string) => generateMessageId(text)

describe("Lingui's pseudo-locale", () => {
  it('accents and lengthens each message, in brackets, keeping numbered tags', () => {
    const core = pseudoLocaleMessages(ENGLISH, 'core', 'en-XA')
    expect(core[id('Save')]).toEqual(['[', 'Śàvē~~', ']'])
    expect(core[id('<0>Read</0> more')]).toEqual(['[', '<0>Ŕēàď</0> ḿōŕē~~~', ']'])
    expect(core[id('42 …')]).toEqual(['[', '42 …', ']'])
  })

  it('keeps arguments, plural cases and offsets', () => {
    expect(pseudoLocaleMessages(ENGLISH, 'core', 'en-XA')[id('Hi {name}!')]).toEqual(['[', 'Ĥĩ ~', ['name'], '!', ']'])
    expect(
      pseudoLocaleMessages(ENGLISH, 'feed', 'en-XA')[id('{n, plural, offset:1 one {# post} other {# posts}}')],
    ).toEqual(['[', ['n', 'plural', { offset: 1, one: ['#', ' ƥōśţ~~'], other: ['#', ' ƥōśţś~~'] }], ']'])
  })

  it("splits the messages into the catalogue's parts", () => {
    expect(Object.keys(pseudoLocaleMessages(ENGLISH, 'core', 'en-XA'))).toHaveLength(4)
    expect(Object.keys(pseudoLocaleMessages(ENGLISH, 'feed', 'en-XA'))).toHaveLength(1)
    expect(Object.keys(pseudoLocaleMessages(ENGLISH, 'app', 'en-XA'))).toEqual([id('Settings')])
  })
})
