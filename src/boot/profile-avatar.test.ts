// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { preloadAvatarOf } from './profile-avatar'

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove()
})

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    fetchPriority: link.fetchPriority,
  }))

describe("a profile's avatar", () => {
  it('is asked for, first, as soon as the account names it, leaving the answer for the app', async () => {
    const response = answer({ id: 'a1', avatar: '/media/bob.png' })
    await preloadAvatarOf(response, document)
    expect(preloads()).toEqual([{ as: 'image', href: '/media/bob.png', fetchPriority: 'high' }])
    // The app still reads the whole answer.
    expect(await (await response).json()).toEqual({ id: 'a1', avatar: '/media/bob.png' })
  })

  it('is not asked for when there is none, when it is not a picture on the web, or when the answer failed', async () => {
    await preloadAvatarOf(answer({ id: 'a1', avatar: null }), document)
    await preloadAvatarOf(answer({ id: 'a1', avatar: '' }), document)
    await preloadAvatarOf(answer({ id: 'a1', avatar: 'javascript:alert(1)' }), document)
    await preloadAvatarOf(answer({ error: 'Profile not found' }, 404), document)
    await preloadAvatarOf(Promise.reject(new TypeError('offline')), document)
    await preloadAvatarOf(Promise.resolve(new Response('not json', { status: 200 })), document)
    expect(preloads()).toEqual([])
  })
})
