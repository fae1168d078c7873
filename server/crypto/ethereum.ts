import { getAddress, hashMessage, recoverAddress, type Hex } from 'viem'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^(?:[0-9a-fA-F]{2})*$/

/** `0x` and 40 hex digits, in any case. */
export const isEthereumAddress = (text: string): boolean => ADDRESS.test(text)

/**
 * An address written in EIP-55 checksum case. Like siwe-rs, an address without letters passes
 * (its checksum form is itself) and an all-lowercase one with letters does not.
 */
export function isChecksumAddress(text: string): boolean {
  return ADDRESS.test(text) && getAddress(text) === text
}

/** Hex (even length, any case) to bytes; an optional `0x` prefix only when allowed. */
export function hexBytes(text: string, { allowPrefix }: { allowPrefix: boolean }): Uint8Array | null {
  const digits = allowPrefix && text.startsWith('0x') ? text.slice(2) : text
  if (!HEX.test(digits)) return null
  return Uint8Array.from(Buffer.from(digits, 'hex'))
}

/**
 * The lower-case address that made an EIP-191 (`personal_sign`) signature of `message`, or null.
 * The signature is r ‖ s ‖ v (65 bytes); the recovery id is v % 27, so v may be 0, 1, 27 or 28.
 */
export async function recoverPersonalSignAddress(message: string, signature: Uint8Array): Promise<string | null> {
  if (signature.length !== 65) return null
  const recovery = (signature[64] ?? 0) % 27
  if (recovery > 1) return null
  const normalized = Uint8Array.from(signature)
  normalized[64] = 27 + recovery
  try {
    const address = await recoverAddress({
      hash: hashMessage(message),
      signature: `0x${Buffer.from(normalized).toString('hex')}` as Hex,
    })
    return address.toLowerCase()
  } catch {
    return null
  }
}
