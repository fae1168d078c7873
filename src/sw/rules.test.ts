import { describe, expect, it } from 'vitest'
import { ruleFor, type RequestLike } from './rules'

const ORIGIN = 'https://parley.example'
const PRECACHED = new Set([
  '/index.html',
  '/assets/core-DRn6PK7B.js',
  '/assets/custom.css',
  '/manifest.webmanifest',
  '/icons/icon-maskable-512.png',
])

const request = (
  path: string,
  { method = 'GET', mode = 'cors', headers = [] as string[], origin = ORIGIN } = {},
): RequestLike => ({
  method,
  url: `${origin}${path}`,
  mode,
  headers: { has: (name: string) => headers.includes(name.toLowerCase()) },
})

const rule = (path: string, options?: Parameters<typeof request>[1]) =>
  ruleFor(request(path, options), ORIGIN, PRECACHED)

describe('ruleFor', () => {
  it('never answers /api/ or /oauth/, whether fetched or navigated to, nor the worker itself', () => {
    for (const path of ['/api/v1/instance', '/api/v1/timelines/home?limit=20', '/oauth/token', '/oauth/authorize?x=1'])
      for (const mode of ['cors', 'navigate', 'no-cors']) expect(rule(path, { mode }), `${mode} ${path}`).toBeNull()
    expect(rule('/sw.js')).toBeNull()
    expect(rule('/sw.js', { mode: 'navigate' })).toBeNull()
  })

  it('leaves other origins and methods other than GET to the network', () => {
    expect(rule('/assets/core-DRn6PK7B.js', { origin: 'https://cdn.example' })).toBeNull()
    expect(rule('/home', { mode: 'navigate', origin: 'https://elsewhere.example' })).toBeNull()
    expect(rule('/media/abc.png', { method: 'POST' })).toBeNull()
    expect(rule('/home', { method: 'POST', mode: 'navigate' })).toBeNull()
  })

  it('answers pages (network first, the shell offline), whatever their path', () => {
    expect(rule('/home', { mode: 'navigate' })).toBe('page')
    expect(rule('/@bob@remote.example', { mode: 'navigate' })).toBe('page')
    expect(rule('/', { mode: 'navigate' })).toBe('page')
    // Only /api/ and /oauth/ themselves: a page whose path starts with the same letters is the app's.
    expect(rule('/apinfo', { mode: 'navigate' })).toBe('page')
  })

  it('serves the precached hashed files from the precache and keeps the other hashed files on first use', () => {
    expect(rule('/assets/core-DRn6PK7B.js')).toBe('precached')
    expect(rule('/assets/settings-x2W3PrXt.js')).toBe('asset')
    expect(rule('/assets/about-DzghwGSZ.css')).toBe('asset')
  })

  it("keeps a language's catalogue parts on first use: their folder carries the hash", () => {
    expect(rule('/assets/messages-Bx81sdQe/de.core.js')).toBe('asset')
    expect(rule('/assets/messages-Bx81sdQe/pt-BR.app.js')).toBe('asset')
    expect(rule('/assets/messages/de.core.js')).toBeNull()
  })

  it('keeps media files, except range requests', () => {
    expect(rule('/media/8f3a.png')).toBe('media')
    expect(rule('/media/8f3a.mp4', { headers: ['range'] })).toBeNull()
  })

  it('fetches the other precached files (custom.css, manifest, icons) from the network, the copy only offline', () => {
    expect(rule('/assets/custom.css')).toBe('public')
    expect(rule('/manifest.webmanifest')).toBe('public')
    expect(rule('/icons/icon-maskable-512.png')).toBe('public')
    expect(rule('/index.html')).toBe('public')
  })

  it('leaves the rest to the network: unhashed files that are not precached, feeds', () => {
    expect(rule('/assets/unknown.js')).toBeNull()
    expect(rule('/feeds/users/bob')).toBeNull()
    expect(rule('/robots.txt')).toBeNull()
  })
})
