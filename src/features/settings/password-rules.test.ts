import { describe, expect, it } from 'vitest'
import { canChangePassword, passwordsDiffer } from './password-rules'

describe('password change rules', () => {
  it('needs a non-empty new password equal to its confirmation', () => {
    expect(canChangePassword('', '')).toBe(false)
    expect(canChangePassword('secret', '')).toBe(false)
    expect(canChangePassword('secret', 'secreT')).toBe(false)
    expect(canChangePassword('secret', 'secret')).toBe(true)
    // Spaces count: the password is sent as typed.
    expect(canChangePassword(' ', ' ')).toBe(true)
  })

  it('reports a mismatch only once the confirmation is typed', () => {
    expect(passwordsDiffer('secret', '')).toBe(false)
    expect(passwordsDiffer('secret', 'sec')).toBe(true)
    expect(passwordsDiffer('secret', 'secret')).toBe(false)
  })
})
