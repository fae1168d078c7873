import { describe, expect, it } from 'vitest'
import { serverVersionLabel } from './server-version'

describe('server version', () => {
  it('extracts the Mitra version when present', () => {
    expect(serverVersionLabel('4.0.0 (compatible; Mitra 3.21.0)')).toBe('Mitra 3.21.0')
    expect(serverVersionLabel('4.0.0 (compatible; Mitra 5.9.2-dev)')).toBe('Mitra 5.9.2')
  })

  it('shows other version strings as they are', () => {
    expect(serverVersionLabel('2.7.1')).toBe('2.7.1')
    expect(serverVersionLabel('')).toBe('')
    expect(serverVersionLabel(undefined)).toBe('')
  })
})
