import { createHash } from 'node:crypto'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { MONERO_CHAINS } from '../db/config'

/**
 * Monero addresses: Monero's own base58 (8-byte blocks as 11 characters), a one-byte network
 * prefix, the public spend and view keys, an optional payment id, and a 4-byte Keccak checksum.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Characters an n-byte block (n = 0..8) encodes to. */
const ENCODED_SIZE = [0, 2, 3, 5, 6, 7, 9, 10, 11]

function encodeBlock(block: Uint8Array): string {
  let n = 0n
  for (const b of block) n = (n << 8n) | BigInt(b)
  let out = ''
  while (n > 0n) {
    out = (ALPHABET[Number(n % 58n)] ?? '') + out
    n /= 58n
  }
  return out.padStart(ENCODED_SIZE[block.length] ?? 0, '1')
}

export function moneroBase58Encode(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 8) out += encodeBlock(bytes.subarray(i, i + 8))
  return out
}

/** null for text that is not Monero base58 (bad character, bad last-block size or overflow). */
export function moneroBase58Decode(text: string): Uint8Array | null {
  const out: number[] = []
  for (let i = 0; i < text.length; i += 11) {
    const chunk = text.slice(i, i + 11)
    const size = ENCODED_SIZE.indexOf(chunk.length)
    if (size < 0) return null
    let n = 0n
    for (const c of chunk) {
      const v = ALPHABET.indexOf(c)
      if (v < 0) return null
      n = n * 58n + BigInt(v)
    }
    if (n >> BigInt(size * 8) !== 0n) return null
    for (let k = size - 1; k >= 0; k--) out.push(Number((n >> BigInt(k * 8)) & 0xffn))
  }
  return Uint8Array.from(out)
}

type Network = keyof typeof MONERO_CHAINS
type Kind = 'standard' | 'integrated' | 'subaddress'

const PREFIXES: Record<number, { network: Network; kind: Kind }> = {
  18: { network: 'mainnet', kind: 'standard' },
  19: { network: 'mainnet', kind: 'integrated' },
  42: { network: 'mainnet', kind: 'subaddress' },
  24: { network: 'stagenet', kind: 'standard' },
  25: { network: 'stagenet', kind: 'integrated' },
  36: { network: 'stagenet', kind: 'subaddress' },
  53: { network: 'testnet', kind: 'standard' },
  54: { network: 'testnet', kind: 'integrated' },
  63: { network: 'testnet', kind: 'subaddress' },
}

const checksum = (body: Uint8Array) => keccak_256(body).subarray(0, 4)

export type MoneroAddress = { network: Network; kind: Kind; chainId: string }

/** Parses a standard, integrated or subaddress of any network; null when it is not one. */
export function parseMoneroAddress(text: string): MoneroAddress | null {
  const bytes = moneroBase58Decode(text)
  if (!bytes || bytes.length < 5) return null
  const type = PREFIXES[bytes[0] ?? -1]
  if (!type) return null
  if (bytes.length !== (type.kind === 'integrated' ? 77 : 69)) return null
  const body = bytes.subarray(0, bytes.length - 4)
  const sum = checksum(body)
  if (!sum.every((b, i) => b === bytes[bytes.length - 4 + i])) return null
  return { ...type, chainId: MONERO_CHAINS[type.network] }
}

/**
 * A made-up subaddress on the chain's network for an invoice: well-formed (prefix, length,
 * checksum) and the same for the same seed, but with hashes in place of real keys. The demo
 * has no wallet, so nothing sent to it can arrive.
 */
export function fakeSubaddress(chainId: string, seed: string): string {
  const network = (Object.keys(MONERO_CHAINS) as Network[]).find((n) => MONERO_CHAINS[n] === chainId) ?? 'mainnet'
  const prefix = Number(Object.entries(PREFIXES).find(([, t]) => t.network === network && t.kind === 'subaddress')?.[0])
  const key = (part: string) => createHash('sha256').update(`parley subaddress ${part} ${seed}`).digest()
  const body = Uint8Array.from([prefix, ...key('spend'), ...key('view')])
  return moneroBase58Encode(Uint8Array.from([...body, ...checksum(body)]))
}
