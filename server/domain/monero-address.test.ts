import { describe, expect, it } from 'vitest'
import { MONERO_CHAINS } from '../db/config'
import { fakeSubaddress, moneroBase58Decode, moneroBase58Encode, parseMoneroAddress } from './monero-address'

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'))

describe('Monero base58', () => {
  it.each([
    ['', ''],
    ['00', '11'],
    ['0000000000000000', '11111111111'],
    ['ff', '5Q'],
    ['ffffffffffffffff', 'jpXCZedGfVQ'],
    ['0102030405060708090a', '1An6UebxCZd1gu'],
    ['12' + '00'.repeat(68), '41d7FXjswpK' + '1'.repeat(84)],
  ])('encodes %s as %s and back', (bytes, text) => {
    expect(moneroBase58Encode(hex(bytes))).toBe(text)
    expect(Buffer.from(moneroBase58Decode(text) ?? []).toString('hex')).toBe(bytes)
  })

  it('refuses text that is not base58 or has an impossible block', () => {
    expect(moneroBase58Decode('0OIl')).toBeNull()
    expect(moneroBase58Decode('1')).toBeNull()
    expect(moneroBase58Decode('zzzzzzzzzzz')).toBeNull()
  })
})

describe('Monero addresses', () => {
  const mainnet = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
  const stagenet = '57RBXb9yeeDAB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PUkGNjD'

  it('parses standard addresses and subaddresses of each network', () => {
    expect(parseMoneroAddress(mainnet)).toEqual({
      network: 'mainnet',
      kind: 'standard',
      chainId: MONERO_CHAINS.mainnet,
    })
    expect(parseMoneroAddress(stagenet)?.network).toBe('stagenet')
    expect(
      parseMoneroAddress(
        '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
      )?.kind,
    ).toBe('subaddress')
    expect(
      parseMoneroAddress(
        '55LTR8KniP4LQGJSPtbYDacR7dz8RBFnsfAKMaMuwUNYX6aQbBcovzDPyrQF9KXF9tVU6Xk3K8no1BywnJX6GvZX8yJsXvt',
      )?.network,
    ).toBe('stagenet')
  })

  it('refuses a wrong checksum, other coins and text', () => {
    expect(parseMoneroAddress(mainnet.slice(0, -1) + 'V')).toBeNull()
    expect(parseMoneroAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeNull()
    expect(parseMoneroAddress('')).toBeNull()
    expect(parseMoneroAddress('not an address')).toBeNull()
  })

  it('makes the same valid subaddress for the same seed, on the chain network', () => {
    const a = fakeSubaddress(MONERO_CHAINS.mainnet, 'seed-1')
    expect(a).toBe(fakeSubaddress(MONERO_CHAINS.mainnet, 'seed-1'))
    expect(a).not.toBe(fakeSubaddress(MONERO_CHAINS.mainnet, 'seed-2'))
    expect(a).toMatch(/^8[1-9A-HJ-NP-Za-km-z]{94}$/)
    expect(parseMoneroAddress(a)).toMatchObject({ network: 'mainnet', kind: 'subaddress' })
    expect(parseMoneroAddress(fakeSubaddress(MONERO_CHAINS.stagenet, 'x'))).toMatchObject({
      network: 'stagenet',
      kind: 'subaddress',
    })
  })
})
