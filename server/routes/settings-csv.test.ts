import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/errors'
import { addressesToCsv, parseActorAddress, parseAddressList } from './settings-csv'

const texts = (csv: string) => parseAddressList(csv).map((a) => `${a.username}@${a.hostname}`)

describe('parseAddressList', () => {
  it('reads the first column, trims, skips blank lines, sorts and deduplicates', () => {
    expect(texts('\nuser1@example.net\nuser2@example.com  \n@user1@example.net')).toEqual([
      'user1@example.net',
      'user2@example.com',
    ])
  })

  it("skips Mastodon's header and extra columns", () => {
    const csv =
      'Account address,Show boosts,Notify on new posts,Languages\nuser1@one.test,false,false,\r\nuser2@two.test,true,false,\n'
    expect(texts(csv)).toEqual(['user1@one.test', 'user2@two.test'])
  })

  it("refuses an address without a server with Mitra's message", () => {
    expect(() => parseAddressList('alice\n')).toThrow(new ApiError(400, 'invalid actor address'))
    expect(() => parseAddressList('a@b@c')).toThrow('invalid actor address')
  })

  it('accepts 50 addresses and refuses 51', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `u${i}@x.example`).join('\n')
    expect(parseAddressList(list(50))).toHaveLength(50)
    expect(() => parseAddressList(list(51))).toThrow("can't process more than 50 items at once")
  })

  it('gives an empty list for an empty file', () => {
    expect(parseAddressList('')).toEqual([])
  })
})

describe('parseActorAddress and addressesToCsv', () => {
  it('splits user and host, with or without a leading @', () => {
    expect(parseActorAddress('@mira@remote.example')).toEqual({ username: 'mira', hostname: 'remote.example' })
    expect(parseActorAddress('bob_2@127.0.0.1')).toEqual({ username: 'bob_2', hostname: '127.0.0.1' })
  })

  it('writes one address per line with a final newline', () => {
    expect(addressesToCsv(['a@x', 'b@y'])).toBe('a@x\nb@y\n')
    expect(addressesToCsv([])).toBe('')
  })
})
