import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'
import { catalogueProblems, placeholdersOf, pluralKeysOf, type CatalogueEntry } from '@/lib/testing/catalogue-check'
import { IDENTICAL_TO_ENGLISH } from '@/lib/testing/identical-to-english'

const dir = join(__dirname, 'locales')

function readCatalogue(locale: string): CatalogueEntry[] {
  const po = PO.parse(readFileSync(join(dir, `${locale}.po`), 'utf8'))
  return po.items.map((item) => ({ id: item.msgid, translation: item.msgstr[0] ?? '' }))
}

describe('the English catalogue', () => {
  const english = readCatalogue('en')

  it('translates every message to itself', () => {
    expect(english.filter((e) => e.translation !== e.id)).toEqual([])
  })

  it('allows only messages that exist to stay identical in other languages', () => {
    const ids = new Set(english.map((e) => e.id))
    expect([...IDENTICAL_TO_ENGLISH].filter((id) => !ids.has(id))).toEqual([])
  })
})

describe.each(linguiConfig.locales.filter((l) => l !== 'en'))('the %s catalogue', (locale) => {
  it('has every message, translated, with valid ICU, the same placeholders and its plural forms', () => {
    expect(catalogueProblems(locale, readCatalogue('en'), readCatalogue(locale), IDENTICAL_TO_ENGLISH)).toEqual([])
  })
})

describe('catalogue checks', () => {
  const source = [
    { id: 'Hello {name}', translation: 'Hello {name}' },
    { id: '{n, plural, one {# post} other {# posts}}', translation: '' },
  ]
  const check = (locale: string, hello: string, posts: string, allow: string[] = []) =>
    catalogueProblems(
      locale,
      source,
      [
        { id: source[0]!.id, translation: hello },
        { id: source[1]!.id, translation: posts },
      ],
      new Set(allow),
    )

  it('accepts a complete translation', () => {
    expect(check('de', 'Hallo {name}', '{n, plural, one {# Beitrag} other {# Beiträge}}')).toEqual([])
    expect(check('ja', 'こんにちは {name}', '{n, plural, other {# 件の投稿}}')).toEqual([])
  })

  it('finds missing, obsolete, empty, invalid and English messages', () => {
    expect(catalogueProblems('de', source, [{ id: 'Gone', translation: 'Weg' }], new Set())).toEqual([
      'obsolete: "Gone"',
      'missing: "Hello {name}"',
      'missing: "{n, plural, one {# post} other {# posts}}"',
    ])
    expect(check('de', '', '{n, plural, one {# Beitrag} other {# Beiträge}}')[0]).toMatch(/^untranslated/)
    expect(check('de', 'Hallo {name', '{n, plural, one {# Beitrag} other {# Beiträge}}')[0]).toMatch(/^invalid ICU/)
    expect(check('de', 'Hello {name}', '{n, plural, one {# Beitrag} other {# Beiträge}}')).toEqual([
      'left in English: "Hello {name}"',
    ])
    expect(check('de', 'Hello {name}', '{n, plural, one {# Beitrag} other {# Beiträge}}', ['Hello {name}'])).toEqual([])
  })

  it('finds changed placeholders and wrong plural categories', () => {
    expect(check('de', 'Hallo {nom}', '{n, plural, one {# Beitrag} other {# Beiträge}}')[0]).toMatch(
      /^placeholders differ/,
    )
    expect(check('ru', 'Привет {name}', '{n, plural, one {# пост} other {# постов}}')[0]).toMatch(
      /^plural categories of ru are .*few.*many/,
    )
    expect(check('ja', 'こんにちは {name}', '{n, plural, one {# 件} other {# 件}}')[0]).toMatch(
      /^plural categories of ja/,
    )
  })

  it('reads placeholders, tags and plural keys', () => {
    expect(placeholdersOf('<0>{name}</0> liked {count, plural, one {# post} other {# posts}}')).toEqual([
      '#',
      '</0>',
      '<0>',
      '{count}',
      '{name}',
    ])
    expect(pluralKeysOf('{count, plural, =0 {none} one {#} other {#}}')).toEqual([['=0', 'one', 'other']])
  })
})
