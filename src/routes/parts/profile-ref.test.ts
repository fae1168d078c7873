import { describe, expect, it } from 'vitest'
import { profileRefOf } from './profile-ref'

describe('profileRefOf', () => {
  it('reads a profile by id or by address', () => {
    expect(profileRefOf({ profileId: 'abc' })).toEqual({ kind: 'id', id: 'abc' })
    expect(profileRefOf({ acct: 'bob' })).toEqual({ kind: 'acct', acct: 'bob' })
    expect(profileRefOf({ acct: 'mira@remote.example' })).toEqual({ kind: 'acct', acct: 'mira@remote.example' })
    expect(profileRefOf({ acct: '@bob' })).toEqual({ kind: 'acct', acct: 'bob' })
    expect(profileRefOf({})).toBeNull()
  })
})
