/** Base58 with the Bitcoin alphabet (multibase prefix "z"). */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ''
  while (n > 0n) {
    out = (ALPHABET[Number(n % 58n)] ?? '') + out
    n /= 58n
  }
  return '1'.repeat(zeros) + out
}

/** null when the text has a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let n = 0n
  for (const c of text) {
    const v = ALPHABET.indexOf(c)
    if (v < 0) return null
    n = n * 58n + BigInt(v)
  }
  const bytes: number[] = []
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn))
    n >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}
