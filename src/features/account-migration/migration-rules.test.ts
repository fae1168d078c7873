import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/accounts/types'
import { canImportFollowers, canImportFollows, canMove, findMoveTarget, normalizeTarget } from './migration-rules'

const account = (acct: string) => ({ id: acct, acct }) as Account

describe('move followers rules', () => {
  it('needs a target; trims it and removes a leading @', () => {
    expect(canMove('')).toBe(false)
    expect(canMove(' @ ')).toBe(false)
    expect(canMove('new@remote.example')).toBe(true)
    expect(normalizeTarget('  @new@remote.example ')).toBe('new@remote.example')
  })

  it('takes the found account only when its address is the target', () => {
    const target = account('new@remote.example')
    expect(findMoveTarget('@New@remote.example', [target])).toBe(target)
    expect(findMoveTarget('new', [target])).toBeNull()
    expect(findMoveTarget('new@remote.example', [])).toBeNull()
  })
})

describe('import rules', () => {
  it('import followers needs both the actor ID and the CSV', () => {
    expect(canImportFollowers('', 'bob')).toBe(false)
    expect(canImportFollowers('https://old.example/users/alice', ' ')).toBe(false)
    expect(canImportFollowers(' https://old.example/users/alice ', 'bob')).toBe(true)
  })

  it('import follows needs the CSV', () => {
    expect(canImportFollows('\n')).toBe(false)
    expect(canImportFollows('bob@remote.example')).toBe(true)
  })
})
