import { createHash, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMinisignKey } from '../../e2e/support/minisign'
import { ed25519PublicKeyObject } from './did-key'
import { verifyEd25519 } from './identity-claim'
import { parseMinisignPublicKey, parseMinisignSignature } from './minisign'

const CLAIM =
  '2582cb4010811b84acce8988ee988c383ea208e0ffafc9b2f733177eb1472c6e0444a02e12de463a0d37a97a2ef5067134bd87baf0c0b17d9b5761399dcdfac7'

describe("the journeys' minisign helper (e2e/support/minisign.ts)", () => {
  it('writes a public key file the server reads, with the key id in the comment', () => {
    const key = createMinisignKey(Buffer.from('0102030405060708', 'hex'))
    expect(key.publicKeyFile).toMatch(/^untrusted comment: minisign public key 0807060504030201\nRWQBAgMEBQYHC/)
    expect(Buffer.from(parseMinisignPublicKey(key.publicKeyFile)?.publicKey ?? [])).toEqual(key.publicKey)
    expect(parseMinisignPublicKey(key.publicKeyLine)?.publicKey).toEqual(
      parseMinisignPublicKey(key.publicKeyFile)?.publicKey,
    )
  })

  it('signs the claim bytes with pure Ed25519 in minisign and signify files', () => {
    const key = createMinisignKey()
    const message = Buffer.from(CLAIM, 'hex')
    for (const tool of ['minisign', 'signify'] as const) {
      const file = key.signClaim(CLAIM, { tool })
      expect(file.trim().split('\n')).toHaveLength(tool === 'minisign' ? 4 : 2)
      const sig = parseMinisignSignature(file)
      expect(sig?.algorithm).toBe('Ed')
      expect(verifyEd25519(key.publicKey, message, sig?.signature ?? new Uint8Array())).toBe(true)
    }
  })

  it('writes a valid global signature over signature and trusted comment', () => {
    const key = createMinisignKey()
    const [, line = '', trusted = '', global = ''] = key.signClaim(CLAIM).split('\n')
    const signature = Buffer.from(line, 'base64').subarray(10)
    const data = Buffer.concat([signature, Buffer.from(trusted.replace(/^trusted comment: /, ''))])
    expect(verify(null, data, ed25519PublicKeyObject(key.publicKey), Buffer.from(global, 'base64'))).toBe(true)
  })

  it('makes prehashed (ED) signatures over BLAKE2b-512 on request', () => {
    const key = createMinisignKey()
    const sig = parseMinisignSignature(key.signClaim(CLAIM, { prehashed: true }))
    expect(sig?.algorithm).toBe('ED')
    const hashed = createHash('blake2b512').update(Buffer.from(CLAIM, 'hex')).digest()
    expect(verifyEd25519(key.publicKey, hashed, sig?.signature ?? new Uint8Array())).toBe(true)
    expect(verifyEd25519(key.publicKey, Buffer.from(CLAIM, 'hex'), sig?.signature ?? new Uint8Array())).toBe(false)
  })
})
