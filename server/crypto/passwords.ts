import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

/** scrypt hash as `scrypt$N$r$p$salt$hash` (base64). `salt` is fixed only by the demo seed. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P })
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$')
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltText, hashText] = parts
  const expected = Buffer.from(hashText ?? '', 'base64')
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(saltText ?? '', 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return expected.length > 0 && timingSafeEqual(expected, actual)
}
