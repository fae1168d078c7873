// Loaded only through import() (see ethereum.ts): keccak must stay out of the first screen's chunk.
import { keccak_256 } from '@noble/hashes/sha3.js'

/**
 * The EIP-55 mixed-case form of an Ethereum address, which the server's message parser requires:
 * each letter of the lowercase hex is upper-cased where the matching half-byte of the keccak-256
 * hash of that lowercase hex (as ASCII) is 8 or more. Throws on what is not a 20-byte hex address.
 */
export function checksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Not an Ethereum address: ${address}`)
  const hex = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(hex))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 ? 0 : 4)) & 15
    out += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i]
  }
  return out
}
