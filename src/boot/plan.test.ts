import { describe, expect, it } from 'vitest'
import { activeAccountId, firstData, planBoot, profileAccountPath, screenOf } from './plan'

const LOCALES = ['de', 'en', 'pt', 'pt-BR', 'zh-Hans']
const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null

describe('boot plan', () => {
  it('names the first screens it prepares, and no other', () => {
    expect(screenOf('/', false)).toBe('landing')
    expect(screenOf('/', true)).toBe('home')
    expect(screenOf('/home', true)).toBe('home')
    expect(screenOf('/home', false)).toBeNull()
    expect(screenOf('/post/abc', false)).toBe('post')
    expect(screenOf('/@bob', true)).toBe('profile')
    expect(screenOf('/@bob@remote.example', false)).toBe('profile')
    expect(screenOf('/profile/123', false)).toBe('profile')
    expect(screenOf('/@bob/gallery', false)).toBeNull()
    expect(screenOf('/settings', true)).toBeNull()
  })

  it('asks for the URLs the app builds, with the token where the app sends it', () => {
    expect(firstData('landing', '/', false)).toEqual([['/api/v1/instance', false]])
    expect(firstData('home', '/home', true)).toEqual([
      ['/api/v1/instance', false],
      ['/api/v1/accounts/verify_credentials', true],
      ['/api/v1/timelines/home?limit=20', true],
    ])
    expect(firstData('post', '/post/a%2Fb', false)).toEqual([
      ['/api/v1/instance', false],
      ['/api/v1/statuses/a%2Fb/thread', true],
    ])
    // As URLSearchParams encodes the address in the app (src/lib/http.ts, buildQuery).
    expect(firstData('profile', '/@bob@remote.example', false)[1]).toEqual([
      '/api/v1/accounts/lookup?acct=bob%40remote.example',
      true,
    ])
    expect(firstData('profile', '/profile/12', true)[2]).toEqual(['/api/v1/accounts/12', true])
    // The one whose answer names the profile's avatar (boot.ts).
    expect(profileAccountPath('/@bob@remote.example')).toBe('/api/v1/accounts/lookup?acct=bob%40remote.example')
    expect(profileAccountPath('/profile/a%2Fb')).toBe('/api/v1/accounts/a%2Fb')
  })

  it('finds the active account in the kept list, and nothing in a broken one', () => {
    const list = JSON.stringify([
      { id: 'a1', token: 't1' },
      { id: 'a2', token: 't2' },
    ])
    expect(activeAccountId('t2', list)).toBe('a2')
    expect(activeAccountId('t3', list)).toBeNull()
    expect(activeAccountId('t1', '{not json')).toBeNull()
    expect(activeAccountId(null, list)).toBeNull()
  })

  it('shows the landing page written at build time to an English-speaking guest at "/" only', () => {
    const at = (pathname: string, search = '') => ({ pathname, search })
    expect(planBoot(at('/'), storage({}), ['en-GB', 'de'], LOCALES)).toEqual({
      screen: 'landing',
      locale: 'en',
      landing: true,
    })
    // In another language the app renders the page itself, in that language.
    expect(planBoot(at('/'), storage({}), ['de-AT'], LOCALES)).toEqual({
      screen: 'landing',
      locale: 'de',
      landing: false,
    })
    // Adding an account, or accounts kept on this browser: not the page the build wrote.
    expect(planBoot(at('/', '?add-account'), storage({}), ['en'], LOCALES).landing).toBe(false)
    expect(planBoot(at('/'), storage({ 'parley-accounts': '[]' }), ['en'], LOCALES).landing).toBe(false)
  })

  it("uses a member's remembered locale, as the app does", () => {
    const accounts = JSON.stringify([{ id: 'a1', token: 't1' }])
    const plan = planBoot(
      { pathname: '/', search: '' },
      storage({ auth_token: 't1', 'parley-accounts': accounts, 'parley-locale:a1': 'pt-BR' }),
      ['en'],
      LOCALES,
    )
    expect(plan).toEqual({ screen: 'home', locale: 'pt-BR', landing: false })
  })
})
