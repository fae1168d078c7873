import { describe, expect, it } from 'vitest'
import { hashPassword, hashPasswordAsync, verifyPassword } from './passwords'

describe('passwords', () => {
  it('verifies what either hash function wrote, and nothing else', async () => {
    for (const stored of [hashPassword('correct horse'), await hashPasswordAsync('correct horse')]) {
      expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/)
      expect(await verifyPassword('correct horse', stored)).toBe(true)
      expect(await verifyPassword('correct horsE', stored)).toBe(false)
      expect(await verifyPassword('', stored)).toBe(false)
    }
    // The same text in another Unicode form is the same password.
    expect(await verifyPassword('caf\u00e9', await hashPasswordAsync('cafe\u0301'))).toBe(true)
    for (const stored of ['', 'bcrypt$x', 'scrypt$16384$8$1$c2FsdA==$'])
      expect(await verifyPassword('x', stored)).toBe(false)
  })

  it('hashes a published password at a low cost, read back from the stored hash', async () => {
    const stored = hashPassword('alice-demo-pass', Buffer.alloc(16, 7), 'published')
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword('alice-demo-pass', stored)).toBe(true)
    expect(await verifyPassword('alice-demo-pas', stored)).toBe(false)
  })

  it('lets other work run while a request hashes', async () => {
    const stored = hashPassword('secret')
    const started = performance.now()
    const checks = Array.from({ length: 8 }, () => verifyPassword('wrong', stored))
    // A timer due at once fires while the eight scrypt runs are still under way, not after them.
    const waited = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 0))
    const total = await Promise.all(checks).then(() => performance.now() - started)
    expect(waited).toBeLessThan(total / 2)
  })
})
