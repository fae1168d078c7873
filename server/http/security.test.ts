import { afterEach, describe, expect, it } from 'vitest'
import { MITRA_DIALECTS } from '../dialect'
import { createTestApp, type TestApp } from '../test/helpers'
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './security'

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d] as const))

describe('the client policy per dialect', () => {
  it("3.21 lets the client connect to its own origin only, as Mitra 3.21.0's src/http.rs", () => {
    expect(directives(contentSecurityPolicy('3.21')).get('connect-src')).toBe("connect-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toBe(contentSecurityPolicy('3.21'))
  })

  it("5.9 lets it connect to any origin, as Mitra 4.6.0 and later ('self' *)", () => {
    expect(directives(contentSecurityPolicy('5.9')).get('connect-src')).toBe("connect-src 'self' *")
  })

  it('the dialects differ in connect-src only', () => {
    const a = directives(contentSecurityPolicy('3.21'))
    const b = directives(contentSecurityPolicy('5.9'))
    a.delete('connect-src')
    b.delete('connect-src')
    expect([...b]).toEqual([...a])
    expect(a.get('script-src')).toBe("script-src 'self'")
  })
})

describe('the header the demo sends', () => {
  let t: TestApp | undefined
  afterEach(() => t?.close())

  it.each(MITRA_DIALECTS)('is the policy of the %s dialect', async (mitra) => {
    t = createTestApp({ mitra })
    const res = await t.call('GET', '/api/v1/instance')
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(mitra))
    const media = await t.call('GET', '/media/missing.png')
    expect(media.headers['content-security-policy']).not.toContain('connect-src')
  })
})
