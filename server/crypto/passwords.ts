import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

const encode = (salt: Buffer, hash: Buffer) =>
  ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$')

/**
 * How hard a stored hash is to reverse. `published`: for passwords anyone can read (the demo
 * seed's, printed at start and in the README), where a slow hash guards nothing and only slows
 * every start of a seeded instance; verifyPassword reads the cost from the stored hash.
 */
export type HashCost = 'standard' | 'published'
const COST_N: Record<HashCost, number> = { standard: N, published: 1024 }

/**
 * scrypt hash as `scrypt$N$r$p$salt$hash` (base64), for the CLI and the seed. `salt` is fixed only
 * by the demo seed. A request uses hashPasswordAsync: this one holds the thread about 50 ms.
 */
export function hashPassword(password: string, salt: Buffer = randomBytes(16), cost: HashCost = 'standard'): string {
  const n = COST_N[cost]
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r: R, p: P })
  return ['scrypt', n, R, P, salt.toString('base64'), hash.toString('base64')].join('$')
}

/** scrypt on libuv's thread pool: other requests go on meanwhile. */
function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** hashPassword for a request, off the thread that answers the others. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16)
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P }))
}

/** Whether `password` matches a stored hash, computed off the thread that answers the other requests. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltText, hashText] = parts
  const expected = Buffer.from(hashText ?? '', 'base64')
  if (expected.length === 0) return false
  const actual = await scryptAsync(password, Buffer.from(saltText ?? '', 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(expected, actual)
}
