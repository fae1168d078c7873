import { describe, expect, it } from 'vitest'
import { makeInstance } from '@/lib/testing/fixtures'
import { canListOutgoingRequests } from './outgoing'

const mitra = (release: string) => makeInstance({ version: `4.0.0 (compatible; Mitra ${release})` })

describe('canListOutgoingRequests (GET /api/v1/follow_requests/outgoing, Mitra 4.19.0)', () => {
  it('is on from 4.19.0 only', () => {
    expect(canListOutgoingRequests(mitra('4.19.0'))).toBe(true)
    expect(canListOutgoingRequests(mitra('5.9.1'))).toBe(true)
    expect(canListOutgoingRequests(mitra('4.18.2'))).toBe(false)
    expect(canListOutgoingRequests(mitra('3.21.0'))).toBe(false)
    // An instance that does not say, or is not known yet, is taken as 3.21.
    expect(canListOutgoingRequests(makeInstance({ version: '4.0.0' }))).toBe(false)
    expect(canListOutgoingRequests(undefined)).toBe(false)
  })
})
