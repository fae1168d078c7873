import { describe, expect, it } from 'vitest'
import { mitraAtLeast, mitraVersion } from './mitra-version'

describe('mitraVersion', () => {
  it('reads the release from the compatible version string', () => {
    expect(mitraVersion({ version: '4.0.0 (compatible; Mitra 3.21.0)' })).toEqual([3, 21, 0])
    expect(mitraVersion({ version: '4.0.0 (compatible; Mitra 5.9.1)' })).toEqual([5, 9, 1])
    expect(mitraVersion({ version: '4.0.0 (compatible; Mitra 5.10.0-dev)' })).toEqual([5, 10, 0])
  })

  it('gives null for another server or no instance', () => {
    expect(mitraVersion({ version: '4.2.1' })).toBeNull()
    expect(mitraVersion(null)).toBeNull()
  })
})

describe('mitraAtLeast', () => {
  it('compares major, minor and patch as numbers', () => {
    const v59 = { version: '4.0.0 (compatible; Mitra 5.9.1)' }
    expect(mitraAtLeast(v59, '4.16.0')).toBe(true)
    expect(mitraAtLeast(v59, '5.9.1')).toBe(true)
    expect(mitraAtLeast(v59, '5.10.0')).toBe(false)
    expect(mitraAtLeast({ version: '4.0.0 (compatible; Mitra 3.21.0)' }, '4.2.0')).toBe(false)
  })

  it('takes an instance that does not say for 3.21', () => {
    expect(mitraAtLeast({ version: 'Pleroma' }, '3.21.0')).toBe(true)
    expect(mitraAtLeast(undefined, '4.0.0')).toBe(false)
  })
})
