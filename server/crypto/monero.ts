import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js'
import { keccak_256 } from '@noble/hashes/sha3.js'

/**
 * Monero addresses and message signatures (wallet2 `sign`/`verify`), natively: Mitra asks
 * monero-wallet-rpc's `verify`, which this reproduces so the demo needs no wallet.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Characters for a block of n bytes (n = 0…8). */
const ENCODED_BLOCK = [0, 2, 3, 5, 6, 7, 9, 10, 11]
const Point = ed25519.Point
const L = Point.Fn.ORDER

/** Monero base58: 8-byte blocks, each a big-endian number written with a fixed number of digits. */
export function moneroBase58Encode(bytes: Uint8Array): string {
  let out = ''
  for (let start = 0; start < bytes.length; start += 8) {
    const block = bytes.subarray(start, start + 8)
    let n = 0n
    for (const b of block) n = (n << 8n) | BigInt(b)
    let chunk = ''
    for (let k = 0; k < (ENCODED_BLOCK[block.length] ?? 0); k++) {
      chunk = ALPHABET[Number(n % 58n)] + chunk
      n /= 58n
    }
    out += chunk
  }
  return out
}

/** Decodes Monero base58; null for a bad character, chunk length or block overflow. */
export function moneroBase58Decode(text: string): Uint8Array | null {
  const out: number[] = []
  for (let start = 0; start < text.length; start += 11) {
    const chunk = text.slice(start, start + 11)
    const size = ENCODED_BLOCK.indexOf(chunk.length)
    if (size <= 0) return null
    let n = 0n
    for (const ch of chunk) {
      const digit = ALPHABET.indexOf(ch)
      if (digit < 0) return null
      n = n * 58n + BigInt(digit)
    }
    if (n >= 1n << BigInt(8 * size)) return null
    for (let k = size - 1; k >= 0; k--) out.push(Number((n >> BigInt(8 * k)) & 0xffn))
  }
  return Uint8Array.from(out)
}

/** Unsigned LEB128, as Monero writes lengths and address tags. */
export function varint(value: number): Uint8Array {
  const out: number[] = []
  let n = value
  do {
    const low = n & 0x7f
    n = Math.floor(n / 128)
    out.push(n > 0 ? low | 0x80 : low)
  } while (n > 0)
  return Uint8Array.from(out)
}

export type MoneroNetwork = 'mainnet' | 'stagenet' | 'testnet'
export type MoneroAddressKind = 'standard' | 'integrated' | 'subaddress'

const TAGS: Record<number, [MoneroNetwork, MoneroAddressKind]> = {
  18: ['mainnet', 'standard'],
  19: ['mainnet', 'integrated'],
  42: ['mainnet', 'subaddress'],
  53: ['testnet', 'standard'],
  54: ['testnet', 'integrated'],
  63: ['testnet', 'subaddress'],
  24: ['stagenet', 'standard'],
  25: ['stagenet', 'integrated'],
  36: ['stagenet', 'subaddress'],
}

/** CAIP-2 chain ids of the Monero networks (genesis block hash prefixes). */
export const MONERO_CHAIN_IDS: Record<MoneroNetwork, string> = {
  mainnet: 'monero:418015bb9ae982a1975da7d79277c270',
  stagenet: 'monero:76ee3cc98646292206cd3e86f74d88b4',
  testnet: 'monero:48ca7cd3c8de5b6a4d53d2861fbdaedc',
}

export type MoneroAddress = {
  network: MoneroNetwork
  kind: MoneroAddressKind
  spendKey: Uint8Array
  viewKey: Uint8Array
}

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** Parses an address (any network and kind) and checks its checksum; null when it is not one. */
export function parseMoneroAddress(text: string): MoneroAddress | null {
  const bytes = moneroBase58Decode(text)
  if (!bytes || bytes.length < 1) return null
  const entry = TAGS[bytes[0] ?? -1]
  if (!entry) return null
  const [network, kind] = entry
  if (bytes.length !== (kind === 'integrated' ? 77 : 69)) return null
  const body = bytes.subarray(0, bytes.length - 4)
  if (!equal(keccak_256(body).subarray(0, 4), bytes.subarray(bytes.length - 4))) return null
  return { network, kind, spendKey: bytes.slice(1, 33), viewKey: bytes.slice(33, 65) }
}

/** A standard address for two public keys. */
export function encodeMoneroAddress(network: MoneroNetwork, spendKey: Uint8Array, viewKey: Uint8Array): string {
  const tag = Number(Object.entries(TAGS).find(([, [n, k]]) => n === network && k === 'standard')?.[0])
  const body = concat(varint(tag), spendKey, viewKey)
  return moneroBase58Encode(concat(body, keccak_256(body).subarray(0, 4)))
}

const DOMAIN = new TextEncoder().encode('MoneroMessageSignature\0')

/** The SigV2 message hash for mode 0 (spend key) or 1 (view key). */
export function messageHashV2(message: Uint8Array, spendKey: Uint8Array, viewKey: Uint8Array, mode: 0 | 1): Uint8Array {
  return keccak_256(concat(DOMAIN, spendKey, viewKey, Uint8Array.of(mode), varint(message.length), message))
}

const scalarOfHash = (bytes: Uint8Array) => bytesToNumberLE(bytes) % L

/** Monero's check_signature: R = c·P + r·G, valid iff Hs(H ‖ P ‖ R) = c. */
export function checkSignature(hash: Uint8Array, publicKey: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false
  const c = bytesToNumberLE(signature.subarray(0, 32))
  const r = bytesToNumberLE(signature.subarray(32))
  if (c >= L || r >= L || c === 0n) return false
  try {
    const P = Point.fromBytes(publicKey)
    const R = P.multiplyUnsafe(c).add(Point.BASE.multiplyUnsafe(r))
    if (R.is0()) return false
    return scalarOfHash(keccak_256(concat(hash, publicKey, R.toBytes()))) === c
  } catch {
    return false
  }
}

export type MoneroVerification = { good: boolean; version: 1 | 2 | null; signatureType: 'spend' | 'view' | null }

/**
 * wallet2 `verify`: a `SigV1`/`SigV2` string over the message, made with the spend key of the
 * address or, failing that, its view key. `network` limits the address to one network.
 */
export function verifyMoneroMessage(
  message: string,
  address: string,
  signature: string,
  network?: MoneroNetwork,
): MoneroVerification {
  const bad: MoneroVerification = { good: false, version: null, signatureType: null }
  const parsed = parseMoneroAddress(address)
  if (!parsed || (network && parsed.network !== network)) return bad
  const version = signature.startsWith('SigV2') ? 2 : signature.startsWith('SigV1') ? 1 : null
  if (version === null) return bad
  const sig = moneroBase58Decode(signature.slice(5))
  if (!sig || sig.length !== 64) return bad
  const data = new TextEncoder().encode(message)
  const hash = (mode: 0 | 1) =>
    version === 2 ? messageHashV2(data, parsed.spendKey, parsed.viewKey, mode) : keccak_256(data)
  if (checkSignature(hash(0), parsed.spendKey, sig)) return { good: true, version, signatureType: 'spend' }
  if (checkSignature(hash(1), parsed.viewKey, sig)) return { good: true, version, signatureType: 'view' }
  return bad
}

export const scalarToBytes = (n: bigint) => numberToBytesLE(n, 32)
export const publicKeyOf = (secret: bigint) => Point.BASE.multiply(secret).toBytes()

/**
 * Signs like wallet2 (SigV2) with a secret key given as a little-endian scalar. `k` is the
 * one-time scalar; random unless given (test vectors fix it).
 */
export function signMoneroMessage(
  message: string,
  keys: { spendKey: Uint8Array; viewKey: Uint8Array },
  secret: bigint,
  mode: 0 | 1,
  k: bigint = bytesToNumberLE(ed25519.utils.randomSecretKey()) % L,
): string {
  const hash = messageHashV2(new TextEncoder().encode(message), keys.spendKey, keys.viewKey, mode)
  const publicKey = mode === 0 ? keys.spendKey : keys.viewKey
  const nonce = k === 0n ? 1n : k
  const R = Point.BASE.multiply(nonce).toBytes()
  const c = scalarOfHash(keccak_256(concat(hash, publicKey, R)))
  const r = (((nonce - c * secret) % L) + L) % L
  return `SigV2${moneroBase58Encode(concat(scalarToBytes(c), scalarToBytes(r)))}`
}

/** A secret scalar from 32 little-endian bytes (reduced mod ℓ), as Monero's sc_reduce32. */
export const reduceScalar = (bytes: Uint8Array) => scalarOfHash(bytes)

/** Monero derives the secret view key of a seeded wallet as Hs(secret spend key). */
export const viewSecretOf = (spendSecret: bigint) => scalarOfHash(keccak_256(scalarToBytes(spendSecret)))
