import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58'
import { didKeyFromEd25519, ed25519FromDidKey, keyMultibase } from './did-key'
import { chronoTimestamp, claimMessage, proofValue, verifyEd25519 } from './identity-claim'
import { canonicalJson } from './jcs'
import { parseMinisignPublicKey, parseMinisignSignature } from './minisign'

// Test vector I1 (Mitra's legacy minisign-unhashed proof test).
const I1 = {
  publicKey: 'b00d8d938e7f773d51565aad36a623f5344f7f5d1960f9cf3e8e12620ea2810f',
  did: 'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
  actor: 'https://server.example/users/alice',
  created: '2023-02-24T23:36:38Z',
  claimHex:
    '2582cb4010811b84acce8988ee988c383ea208e0ffafc9b2f733177eb1472c6e0444a02e12de463a0d37a97a2ef5067134bd87baf0c0b17d9b5761399dcdfac7',
  signature:
    '1b75a072316e31f8b6effa8a5fd840d6f359daef8ace9959097849bbb751554432107d80df78d049ccb145eae87b458290bb4da1a46c9854eeda72bbfacd4a0b',
  proofValue: 'zYqr4eFzrnUWiBDaa7SmBhfaSBiv6BFRsDRGkmaCJpXArPBspFWNM6NXu77R7JakdzbUdjZihBa28LuWscZxSfRk',
  minisignKey: 'RWQBAgMEBQYHCLANjZOOf3c9UVZarTamI/U0T39dGWD5zz6OEmIOooEP',
  minisignSig: 'RWQBAgMEBQYHCBt1oHIxbjH4tu/6il/YQNbzWdrvis6ZWQl4Sbu3UVVEMhB9gN940EnMsUXq6HtFgpC7TaGkbJhU7tpyu/rNSgs=',
}
// Test vector I2: a prehashed (ED) minisign signature.
const I2 = {
  key: 'RWS/wRxk57oX+FE4a1zQEPgx3OemUuLKbDMLOd2q6/panRBLaftX3Kpl',
  did: 'did:key:z6MkjvJy1rciC27mjyQ8wetbm3sfSSBe19tAgzPhDTYzzTnt',
  signature: 'RUS/wRxk57oX+P9JzukdVNh3WYisLQIW4aiyOvl4plV384/ZmmNSlihXBb/mJoDsTW5HYYseRIVAiidr+1+OQCxVxPlDeAN9dAs=',
}
const hex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'))

describe('base58 and did:key', () => {
  it('encodes the I1 key as its did:key and back', () => {
    expect(didKeyFromEd25519(hex(I1.publicKey))).toBe(I1.did)
    expect(Buffer.from(ed25519FromDidKey(I1.did) ?? []).toString('hex')).toBe(I1.publicKey)
    expect(keyMultibase(I1.did)).toBe('z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2')
  })

  it('refuses other DIDs and keeps leading zero bytes', () => {
    expect(ed25519FromDidKey('did:pkh:eip155:1:0xabc')).toBeNull()
    expect(ed25519FromDidKey('did:key:z0OIl')).toBeNull()
    expect(ed25519FromDidKey('did:key:z6LSbysY2xFMRpGMhb7tFTLMpeuPRaqaWM1yECx2AtzE3KCc')).toBeNull()
    expect(base58Encode(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(Array.from(base58Decode('112') ?? [])).toEqual([0, 0, 1])
  })
})

describe('identity claim', () => {
  it('canonicalises with sorted keys and no whitespace', () => {
    expect(canonicalJson({ b: 1, a: ['x', { d: null, c: true }] })).toBe('{"a":["x",{"c":true,"d":null}],"b":1}')
  })

  it('hashes the I1 claim to the claim hex of the vector', () => {
    expect(claimMessage(I1.did, I1.actor, I1.created).toString('hex')).toBe(I1.claimHex)
  })

  it('verifies the I1 signature with real Ed25519 and gives its proofValue', () => {
    const message = hex(I1.claimHex)
    expect(verifyEd25519(hex(I1.publicKey), message, hex(I1.signature))).toBe(true)
    expect(proofValue(hex(I1.signature))).toBe(I1.proofValue)
    const tampered = Uint8Array.from(message)
    tampered[0] = (tampered[0] ?? 0) ^ 1
    expect(verifyEd25519(hex(I1.publicKey), tampered, hex(I1.signature))).toBe(false)
    expect(verifyEd25519(ed25519FromDidKey(I2.did) ?? new Uint8Array(), message, hex(I1.signature))).toBe(false)
  })

  it('writes created_at as chrono does', () => {
    expect(chronoTimestamp(new Date('2023-02-24T23:36:38.000Z'))).toBe('2023-02-24T23:36:38Z')
    expect(chronoTimestamp(new Date('2023-02-24T23:36:38.120Z'))).toBe('2023-02-24T23:36:38.120Z')
  })
})

describe('minisign and signify files', () => {
  it('reads the I1 key and signature lines, with or without comments', () => {
    const key = parseMinisignPublicKey(`untrusted comment: minisign public key 0807060504030201\n${I1.minisignKey}\n`)
    expect(Buffer.from(key?.publicKey ?? []).toString('hex')).toBe(I1.publicKey)
    expect(Buffer.from(key?.keyId ?? []).toString('hex')).toBe('0102030405060708')
    expect(parseMinisignPublicKey(I1.minisignKey)?.publicKey).toEqual(key?.publicKey)
    const sig = parseMinisignSignature(
      `untrusted comment: signature from minisign secret key\n${I1.minisignSig}\ntrusted comment: timestamp:1 file:message\nAAAA\n`,
    )
    expect(sig?.algorithm).toBe('Ed')
    expect(Buffer.from(sig?.signature ?? []).toString('hex')).toBe(I1.signature)
    expect(parseMinisignSignature(`untrusted comment: verify with signify.pub\n${I1.minisignSig}`)?.algorithm).toBe(
      'Ed',
    )
  })

  it('reads the I2 prehashed signature as ED and its key as the I2 did:key', () => {
    expect(parseMinisignSignature(I2.signature)?.algorithm).toBe('ED')
    const key = parseMinisignPublicKey(I2.key)
    expect(didKeyFromEd25519(key?.publicKey ?? new Uint8Array())).toBe(I2.did)
  })

  it('refuses texts that are not keys or signatures', () => {
    expect(parseMinisignPublicKey('')).toBeNull()
    expect(parseMinisignPublicKey('hello world')).toBeNull()
    expect(parseMinisignPublicKey(I1.minisignSig)).toBeNull()
    expect(parseMinisignSignature(I1.minisignKey)).toBeNull()
  })

  it('verifies a signature made by a fresh Node key pair', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519')
    const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(12))
    const message = claimMessage(didKeyFromEd25519(raw), I1.actor, I1.created)
    expect(verifyEd25519(raw, message, new Uint8Array(sign(null, message, privateKey)))).toBe(true)
  })
})
