import { describe, expect, it } from 'vitest'
import { parseCaip122Message, verifyCaip122Monero } from './caip122'
import {
  encodeMoneroAddress,
  messageHashV2,
  moneroBase58Decode,
  moneroBase58Encode,
  parseMoneroAddress,
  publicKeyOf,
  reduceScalar,
  scalarToBytes,
  signMoneroMessage,
  verifyMoneroMessage,
  viewSecretOf,
} from './monero'
import { keccak_256 } from '@noble/hashes/sha3.js'

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')
const unhex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'))
const utf8 = (s: string) => new TextEncoder().encode(s)

// Test vector M3: keys, addresses and a CAIP-122 login message.
const SPEND_SECRET = 'ad86ed8cf5177b6c4f88ac0ffa1c378a44df84ecbc320748051631dbc422e002'
const VIEW_SECRET = '3879e9f4f93a2bf75d1ba8068dcd5d8a0adc907ec1100658bad3e4ab6eda1504'
const MAINNET = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
const STAGENET = '57RBXb9yeeDAB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PUkGNjD'
const M3 = [
  'mitra.example wants you to sign in with your Monero account:',
  MAINNET,
  '',
  'Do not sign this message on other sites!',
  '',
  'URI: https://mitra.example',
  'Version: 1',
  'Nonce: 0123456789abcdef',
  'Issued At: 2025-03-24T12:00:00.000Z',
].join('\n')
const M3_SPEND = 'SigV2Z4YKjfXikoiFkwmEbJ4APQbpFXottbDAwRN3onrAudwrjBdiHfCgrXrMJoK8n72QvGG8DhimrCSawfBEoNKDM93N'
const M3_VIEW = 'SigV25PnLBoqSTV25Y3yTmnundgHGS37Yez82mdY3p57q6ot1CHJQifBm5M2M3QpGqPf1HxWeg6t7qoCEmGVQhSTyRUiq'
const M3_V1 = 'SigV1aGKcumV4eDvLuD3LkDZwZjRTRQWsdBDpB6TXQHyWykXT2xKcs9LbLRQapNpqkJdyeuLqZ9U84gR3hMBmFLWADYBW'
const ctx = {
  hostname: 'mitra.example',
  loginMessage: 'Do not sign this message on other sites!',
  now: Date.now(),
  network: 'mainnet' as const,
}

describe('Monero base58 and addresses', () => {
  it.each([
    ['', ''],
    ['00', '11'],
    ['0000000000000000', '11111111111'],
    ['ff', '5Q'],
    ['ffffffffffffffff', 'jpXCZedGfVQ'],
    ['0102030405060708090a', '1An6UebxCZd1gu'],
    [`12${'00'.repeat(68)}`, `41d7FXjswpK${'1'.repeat(84)}`],
  ])('encodes %s as %s and back', (bytes, text) => {
    expect(moneroBase58Encode(unhex(bytes))).toBe(text)
    expect(hex(moneroBase58Decode(text)!)).toBe(bytes)
  })

  it('refuses bad base58', () => {
    expect(moneroBase58Decode('1')).toBeNull()
    expect(moneroBase58Decode('0O')).toBeNull()
    expect(moneroBase58Decode('zzzzzzzzzzz')).toBeNull()
  })

  it('parses addresses of every network and kind, checking the checksum', () => {
    expect(parseMoneroAddress(MAINNET)).toMatchObject({ network: 'mainnet', kind: 'standard' })
    expect(hex(parseMoneroAddress(MAINNET)!.spendKey)).toBe(
      '936d8ebd62d7a236d8a3bf7d65b7485c77386a564fd843e5f5951b9e3d77bc11',
    )
    expect(hex(parseMoneroAddress(MAINNET)!.viewKey)).toBe(
      '11a201bed01b9c8663620b44e3a5fba7bb256998d718d3cd5224b2abb14d55c7',
    )
    expect(parseMoneroAddress(STAGENET)).toMatchObject({ network: 'stagenet', kind: 'standard' })
    expect(
      parseMoneroAddress(
        '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
      ),
    ).toMatchObject({
      network: 'mainnet',
      kind: 'subaddress',
    })
    expect(parseMoneroAddress(MAINNET.replace('47D9', '47D8'))).toBeNull()
    expect(parseMoneroAddress('hello')).toBeNull()
  })

  it('derives the M3 keys and address from the secret spend key', () => {
    const spend = reduceScalar(unhex(SPEND_SECRET))
    expect(hex(publicKeyOf(spend))).toBe('936d8ebd62d7a236d8a3bf7d65b7485c77386a564fd843e5f5951b9e3d77bc11')
    const view = viewSecretOf(spend)
    expect(hex(scalarToBytes(view))).toBe(VIEW_SECRET)
    expect(encodeMoneroAddress('mainnet', publicKeyOf(spend), publicKeyOf(view))).toBe(MAINNET)
    expect(encodeMoneroAddress('stagenet', publicKeyOf(spend), publicKeyOf(view))).toBe(STAGENET)
  })
})

describe('Monero message signatures', () => {
  it('computes the SigV2 hashes of M3', () => {
    const { spendKey, viewKey } = parseMoneroAddress(MAINNET)!
    expect(utf8(M3).length).toBe(297)
    expect(hex(messageHashV2(utf8(M3), spendKey, viewKey, 0))).toBe(
      '66b08f28ca913abce51f5208d463429ecbfe0ee21f512137bfa57f8c73802988',
    )
    expect(hex(messageHashV2(utf8(M3), spendKey, viewKey, 1))).toBe(
      'c2c1e28be1fe0c3df85842c44ead1cf3970fcc3bfa0c04aafbd4924585486177',
    )
    expect(hex(messageHashV2(utf8('test'), spendKey, viewKey, 0))).toBe(
      'f1f6f8f0c3839a644bd02d8f47de9050d3c6eeba526572f7658f991ec8ec8c84',
    )
    expect(hex(messageHashV2(utf8(''), spendKey, viewKey, 0))).toBe(
      '1af686e3b65331ca3fec1986912159ba93741a15ed8671c2bdf9120b6dd4fb5e',
    )
  })

  it('verifies M3 spend, view and V1 signatures and refuses changes', () => {
    expect(verifyMoneroMessage(M3, MAINNET, M3_SPEND)).toEqual({ good: true, version: 2, signatureType: 'spend' })
    expect(verifyMoneroMessage(M3, MAINNET, M3_VIEW)).toEqual({ good: true, version: 2, signatureType: 'view' })
    expect(verifyMoneroMessage(M3, MAINNET, M3_V1)).toEqual({ good: true, version: 1, signatureType: 'spend' })
    expect(verifyMoneroMessage(M3.replace('Nonce: 0123', 'Nonce: 1123'), MAINNET, M3_SPEND).good).toBe(false)
    expect(verifyMoneroMessage(M3, MAINNET, M3_SPEND.replace('SigV2', 'SigV3')).good).toBe(false)
    expect(verifyMoneroMessage(M3, MAINNET, M3_SPEND, 'stagenet').good).toBe(false)
  })

  it('reproduces the M3 spend signature with its fixed k', () => {
    const keys = parseMoneroAddress(MAINNET)!
    const k = reduceScalar(keccak_256(utf8('mitra caip122 test nonce k')))
    expect(signMoneroMessage(M3, keys, reduceScalar(unhex(SPEND_SECRET)), 0, k)).toBe(M3_SPEND)
    expect(signMoneroMessage(M3, keys, reduceScalar(unhex(VIEW_SECRET)), 1, k)).toBe(M3_VIEW)
    const random = signMoneroMessage(M3, keys, reduceScalar(unhex(SPEND_SECRET)), 0)
    expect(random).toHaveLength(93)
    expect(verifyMoneroMessage(M3, MAINNET, random).signatureType).toBe('spend')
  })

  it('verifies M1 (testnet, real wallet) and M2 (stagenet, SigV1)', () => {
    const data = 'This is sample data to be signed'
    const m1 = 'A2JaqzYKf75MS17Ast12NhejooK6d29wRF6kvwqvxvUUT68BkSnBY57XAgqibjgQPyVM9TyT8RsFn1FXEsPcZE64LonF1iK'
    const m1Sig = 'SigV2PECWS3q4j4jCFZqFneMM5KGfmWwgfrg27LF9QdaY6hofPFJQvL7jCJphvW1nfkv34BD3yp7gh4LMjS7GAPQjpPjF'
    expect(hex(moneroBase58Decode(m1Sig.slice(5))!)).toBe(
      '84e3cfe02ab63738434423700756eada5dacdee6d2be8424730d37cb08696c0a8500e30ef0df5a25f4a8be1944a4c4f8480ce9a45b5631b6961c54077861e502',
    )
    expect(verifyMoneroMessage(data, m1, m1Sig)).toEqual({ good: true, version: 2, signatureType: 'spend' })
    expect(verifyMoneroMessage(`${data}!`, m1, m1Sig).good).toBe(false)
    const m2 = '55LTR8KniP4LQGJSPtbYDacR7dz8RBFnsfAKMaMuwUNYX6aQbBcovzDPyrQF9KXF9tVU6Xk3K8no1BywnJX6GvZX8yJsXvt'
    const m2Sig = 'SigV14K6G151gycjiGxjQ74tKX6A2LwwghvuHjcDeuRFQio5LS6Gb27BNxjYQY1dPuUvXkEbGQUkiHSVLPj4nJAHRrrw3'
    expect(verifyMoneroMessage(data, m2, m2Sig)).toEqual({ good: true, version: 1, signatureType: 'spend' })
  })
})

describe('CAIP-122 Monero sign-in', () => {
  it('accepts M3 with the spend or the view key', () => {
    const session = {
      accountId: `monero:418015bb9ae982a1975da7d79277c270:${MAINNET}`,
      address: MAINNET,
      nonce: '0123456789abcdef',
    }
    expect(verifyCaip122Monero(M3, M3_SPEND, ctx)).toEqual({ ok: true, session })
    expect(verifyCaip122Monero(M3, M3_VIEW, ctx)).toEqual({ ok: true, session })
  })

  it.each([
    [M3.replace('mitra.example wants', 'other.example wants'), "domain doesn't match instance hostname"],
    [M3.replace('\nDo not sign this message on other sites!\n', '\n'), 'statement is missing'],
    [M3.replace('Do not sign', 'Please sign'), "statement doesn't match login message"],
    [`${M3}\nExpiration Time: 2020-01-01T00:00:00Z`, 'message is not currently valid'],
    [M3.replace('Version: 1\n', 'Version: 1\nChain ID: 1\n'), 'invalid CAIP-122 message'],
    [M3.replace('Nonce: 0123', 'Nonce: 1123'), 'invalid signature'],
  ])('refuses %#: %s', (message, error) => {
    expect(verifyCaip122Monero(message, M3_SPEND, ctx)).toEqual({ ok: false, error })
  })

  it('parses the Mitra parser test messages', () => {
    const full = [
      'example.org wants you to sign in with your Monero account:',
      '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
      '',
      'Hello',
      '',
      'URI: https://example.org',
      'Version: 1',
      'Nonce: deadbeef',
      'Issued At: 2023-05-01T03:25:28Z',
      'Expiration Time: 2023-05-03T08:25:28Z',
      'Not Before: 2023-05-01T01:25:28Z',
      'Request ID: test',
      'Resources:',
      '- https://example.org/res1',
      '- https://example.org/res2',
    ].join('\n')
    expect(parseCaip122Message(full)).toMatchObject({
      domain: 'example.org',
      statement: 'Hello',
      nonce: 'deadbeef',
      expirationTime: '2023-05-03T08:25:28Z',
      requestId: 'test',
      resources: ['https://example.org/res1', 'https://example.org/res2'],
    })
    const minimal = [
      'example.org wants you to sign in with your Monero account:',
      'addr',
      '',
      '',
      'URI: https://example.org',
      'Version: 1',
      'Nonce: ffd6db134',
    ].join('\n')
    expect(parseCaip122Message(minimal)).toMatchObject({ statement: null, nonce: 'ffd6db134', issuedAt: null })
  })
})
