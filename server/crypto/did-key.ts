import { createPublicKey, type KeyObject } from 'node:crypto'
import { base58Decode, base58Encode } from './base58'

/** Multicodec prefix of an Ed25519 public key (0xed, varint-encoded). */
const ED25519_PUB = Uint8Array.from([0xed, 0x01])
const PREFIX = 'did:key:'

/** `did:key:z…` of a raw 32-byte Ed25519 public key; always starts `did:key:z6Mk`. */
export function didKeyFromEd25519(publicKey: Uint8Array): string {
  return `${PREFIX}z${base58Encode(Uint8Array.from([...ED25519_PUB, ...publicKey]))}`
}

/** The 32-byte key of an Ed25519 did:key, or null for anything else. */
export function ed25519FromDidKey(did: string): Uint8Array | null {
  if (!did.startsWith(`${PREFIX}z`)) return null
  const bytes = base58Decode(did.slice(PREFIX.length + 1))
  if (!bytes || bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null
  return bytes.slice(2)
}

/** The multibase key (`z6Mk…`) shown in the profile's Key field. */
export const keyMultibase = (did: string) => did.slice(PREFIX.length)

/** A Node key object for a raw Ed25519 public key (SPKI DER = fixed 12-byte header + key). */
export function ed25519PublicKeyObject(publicKey: Uint8Array): KeyObject {
  const header = Buffer.from('302a300506032b6570032100', 'hex')
  return createPublicKey({ key: Buffer.concat([header, publicKey]), format: 'der', type: 'spki' })
}
