import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/accounts/types'
import { canAddAlias, normalizeAliasAddress, resolveAliasLookup } from './alias-rules'

const account = (acct: string) => ({ id: acct, acct, username: acct.split('@')[0] }) as Account

describe('alias add rules', () => {
  it('trims the address and tolerates a leading @', () => {
    expect(normalizeAliasAddress('  bob@remote.example ')).toBe('bob@remote.example')
    expect(normalizeAliasAddress('@bob@remote.example')).toBe('bob@remote.example')
  })

  it('offers Add only with an address and no error', () => {
    expect(canAddAlias('', null)).toBe(false)
    expect(canAddAlias('   ', null)).toBe(false)
    expect(canAddAlias('bob@remote.example', null)).toBe(true)
    expect(canAddAlias('bob@remote.example', 'user not found')).toBe(false)
  })

  it('says user not found when nobody matches', () => {
    expect(resolveAliasLookup('nobody@remote.example', [])).toEqual({ kind: 'not-found' })
  })

  it('adds the one account whose address equals the typed one, ignoring case', () => {
    const bob = account('bob@remote.example')
    expect(resolveAliasLookup('Bob@Remote.example', [bob, account('bobby@remote.example')])).toEqual({
      kind: 'match',
      account: bob,
    })
  })

  it('lists up to five suggestions otherwise', () => {
    const found = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map((n) => account(`${n}@remote.example`))
    const lookup = resolveAliasLookup('b', found)
    expect(lookup.kind).toBe('choose')
    expect(lookup.kind === 'choose' && lookup.accounts.map((a) => a.acct)).toHaveLength(5)
  })
})
