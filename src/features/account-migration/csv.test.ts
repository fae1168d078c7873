import { describe, expect, it } from 'vitest'
import { countCsvAddresses, readCsv } from './csv'

describe('CSV of addresses', () => {
  it('reads one address per line (Mitra export)', () => {
    expect(readCsv('bob@parley.example\ncarol@remote.example\n').addresses).toEqual([
      'bob@parley.example',
      'carol@remote.example',
    ])
  })

  it('skips blank lines and reads Windows line ends', () => {
    expect(countCsvAddresses('\r\nbob@a.example\r\n\r\n   \r\ncarol@remote.example\r\n\n')).toBe(2)
  })

  it('skips a header line and reads the first column (Mastodon export)', () => {
    const csv =
      'Account address,Show boosts,Notify on new posts,Languages\nbob@social.example,true,false,\n"carol@remote.example",true,false,\n'
    expect(readCsv(csv)).toEqual({ addresses: ['bob@social.example', 'carol@remote.example'], invalid: [] })
  })

  it('keeps a first line that is an address', () => {
    expect(countCsvAddresses('bob@social.example,true\n')).toBe(1)
  })

  it('counts an address once, with or without its leading @', () => {
    expect(readCsv('@bob@social.example\nbob@social.example\n').addresses).toEqual(['bob@social.example'])
  })

  it('counts nothing in an empty text and sets apart lines that are not full addresses', () => {
    expect(countCsvAddresses('')).toBe(0)
    expect(countCsvAddresses('\n\n')).toBe(0)
    expect(readCsv('bob\ncarol@remote.example\nnot an address\n')).toEqual({
      addresses: ['carol@remote.example'],
      invalid: ['bob', 'not an address'],
    })
  })
})
