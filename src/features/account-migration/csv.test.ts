import { describe, expect, it } from 'vitest'
import { countCsvAddresses, csvAddresses, isCsvFilled } from './csv'

describe('CSV of addresses', () => {
  it('reads one address per line (Mitra export)', () => {
    expect(csvAddresses('bob\ncarol@remote.example\n')).toEqual(['bob', 'carol@remote.example'])
  })

  it('skips blank lines and Windows line ends', () => {
    expect(countCsvAddresses('\r\nbob\r\n\r\n   \r\ncarol@remote.example\r\n\n')).toBe(2)
  })

  it('skips a header line and reads the first column (Mastodon export)', () => {
    const csv = 'Account address,Show boosts,Notify on new posts,Languages\nbob@social.example,true,false,\n"carol@remote.example",true,false,\n'
    expect(csvAddresses(csv)).toEqual(['bob@social.example', 'carol@remote.example'])
  })

  it('keeps a first line that is an address', () => {
    expect(countCsvAddresses('bob@social.example,true\n')).toBe(1)
  })

  it('counts nothing in an empty text and ignores lines that are not addresses', () => {
    expect(countCsvAddresses('')).toBe(0)
    expect(countCsvAddresses('\n\n')).toBe(0)
    expect(countCsvAddresses('bob\nnot an address\n')).toBe(1)
  })

  it('treats whitespace as empty', () => {
    expect(isCsvFilled('  \n ')).toBe(false)
    expect(isCsvFilled('bob')).toBe(true)
  })
})
