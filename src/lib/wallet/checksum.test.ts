import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksumAddress } from './checksum'

// The examples of EIP-55 itself: all caps, all lower, and mixed.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('checksumAddress', () => {
  it.each(EIP55)('gives the EIP-55 form of %s from its lowercase and uppercase forms', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address)
    expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
  })

  it('agrees with viem on addresses a wallet may return', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const hex = Array.from({ length: 40 }, (_, i) => ((seed * 7919 + i * 104729) % 16).toString(16)).join('')
      expect(checksumAddress(`0x${hex}`)).toBe(getAddress(`0x${hex}`))
    }
  })

  it('refuses what is not an address', () => {
    expect(() => checksumAddress('0x1234')).toThrow('Not an Ethereum address')
    expect(() => checksumAddress(`0x${'g'.repeat(40)}`)).toThrow('Not an Ethereum address')
    expect(() => checksumAddress('52908400098527886E0F7030069857D2E4169EE7')).toThrow()
  })
})
