import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_LENGTH, newIdempotencyKey } from './idempotency'

describe('newIdempotencyKey', () => {
  it('makes 20 lowercase hex characters', () => {
    expect(IDEMPOTENCY_KEY_LENGTH).toBe(20)
    for (let i = 0; i < 50; i++) expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{20}$/)
  })
  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey))
    expect(keys.size).toBe(100)
  })
})
