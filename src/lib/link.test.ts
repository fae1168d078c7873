import { describe, expect, it } from 'vitest'
import { linkWithRel, parseLinkHeader } from './link'

describe('parseLinkHeader', () => {
  it('reads the single next link Mitra sends', () => {
    const header = '<https://social.example/api/v1/timelines/home?limit=20&max_id=0190a>; rel="next"'
    expect(parseLinkHeader(header)).toEqual([
      {
        url: 'https://social.example/api/v1/timelines/home?limit=20&max_id=0190a',
        rel: ['next'],
        params: { rel: 'next' },
      },
    ])
    expect(linkWithRel(header, 'next')).toBe('https://social.example/api/v1/timelines/home?limit=20&max_id=0190a')
  })

  it('reads several entries, unquoted values and several relations in one entry', () => {
    const header = '<https://a.example/1>; rel=prev, <https://a.example/2>; rel="next last"; title="Page 2"'
    const entries = parseLinkHeader(header)
    expect(entries.map((e) => e.url)).toEqual(['https://a.example/1', 'https://a.example/2'])
    expect(entries[1]?.rel).toEqual(['next', 'last'])
    expect(entries[1]?.params.title).toBe('Page 2')
    expect(linkWithRel(header, 'last')).toBe('https://a.example/2')
    expect(linkWithRel(header, 'prev')).toBe('https://a.example/1')
  })

  it('keeps commas and semicolons inside quoted values and inside the URL', () => {
    const header = '<https://a.example/x?a=1,2;b=3>; title="one, two; three"; rel="next"'
    const [entry] = parseLinkHeader(header)
    expect(entry?.url).toBe('https://a.example/x?a=1,2;b=3')
    expect(entry?.params.title).toBe('one, two; three')
    expect(entry?.rel).toEqual(['next'])
  })

  it('reads an escaped quote inside a quoted value, and a parameter without a value', () => {
    const [entry] = parseLinkHeader('<https://a.example/q>; title="say \\"hi\\""; crossorigin; rel=next')
    expect(entry?.params).toEqual({ title: 'say "hi"', crossorigin: '', rel: 'next' })
  })

  it('is case-insensitive for relation names and parameter names', () => {
    expect(linkWithRel('<https://a.example/n>; REL="Next"', 'next')).toBe('https://a.example/n')
  })

  it('gives nothing for an empty, missing or malformed header', () => {
    expect(parseLinkHeader(null)).toEqual([])
    expect(parseLinkHeader('')).toEqual([])
    expect(parseLinkHeader('garbage; rel="next"')).toEqual([])
    expect(linkWithRel(undefined, 'next')).toBeNull()
    expect(linkWithRel('<https://a.example/p>; rel="prev"', 'next')).toBeNull()
  })

  it('skips a malformed entry and still reads the next one', () => {
    expect(linkWithRel('nonsense, <https://a.example/n>; rel="next"', 'next')).toBe('https://a.example/n')
  })
})
