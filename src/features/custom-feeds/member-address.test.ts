import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/accounts/types'
import {
  canAddMember,
  decideMember,
  MEMBER_SUGGESTION_LIMIT,
  normalizeMemberAddress,
  sameAddress,
} from './member-address'

const account = (acct: string) => ({ id: `id-${acct}`, username: acct.split('@')[0], acct }) as Account

describe('normalizeMemberAddress', () => {
  it('trims and drops one leading @', () => {
    expect(normalizeMemberAddress('  bob ')).toBe('bob')
    expect(normalizeMemberAddress('@bob@example.org')).toBe('bob@example.org')
    expect(normalizeMemberAddress(' @bob')).toBe('bob')
  })
  it('drops only one @', () => {
    expect(normalizeMemberAddress('@@bob')).toBe('@bob')
  })
  it('keeps the case and gives an empty string for blanks', () => {
    expect(normalizeMemberAddress('Bob@Example.org')).toBe('Bob@Example.org')
    expect(normalizeMemberAddress('   ')).toBe('')
    expect(normalizeMemberAddress(' @ ')).toBe('')
  })
})

describe('sameAddress', () => {
  it('ignores case', () => {
    expect(sameAddress('Bob@Example.ORG', 'bob@example.org')).toBe(true)
    expect(sameAddress('bob', 'bobby')).toBe(false)
  })
})

describe('canAddMember', () => {
  it('needs an address and no request in progress', () => {
    expect(canAddMember('', false)).toBe(false)
    expect(canAddMember('  ', false)).toBe(false)
    expect(canAddMember('@', false)).toBe(false)
    expect(canAddMember('bob', true)).toBe(false)
    expect(canAddMember('bob', false)).toBe(true)
  })
})

describe('decideMember', () => {
  it('finds nobody', () => {
    expect(decideMember('ghost', [])).toEqual({ kind: 'not-found' })
  })
  it('takes the one account whose address equals the typed one, ignoring case and a leading @', () => {
    const bob = account('bob')
    expect(decideMember('@BOB', [bob])).toEqual({ kind: 'exact', account: bob })
    expect(decideMember('bob', [account('bobby'), bob, account('bob@remote.example')])).toEqual({
      kind: 'exact',
      account: bob,
    })
  })
  it('offers suggestions when no address equals the typed one', () => {
    const found = [account('bobby'), account('bob@remote.example')]
    expect(decideMember('bo', found)).toEqual({ kind: 'suggestions', accounts: found })
  })
  it('offers at most five suggestions', () => {
    const found = Array.from({ length: 7 }, (_, i) => account(`user${i}`))
    const result = decideMember('user', found)
    expect(result.kind).toBe('suggestions')
    if (result.kind === 'suggestions') expect(result.accounts).toHaveLength(MEMBER_SUGGESTION_LIMIT)
  })
})
