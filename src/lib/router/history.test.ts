// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserHistory } from './history'
import { createMemoryHistory } from './memory-history'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('browser history', () => {
  it('reads the current location and gives the first entry a key', () => {
    window.history.replaceState(null, '', '/tag/cats?x=1#a')
    const history = createBrowserHistory()
    expect(history.location).toMatchObject({ pathname: '/tag/cats', search: '?x=1', hash: '#a' })
    expect(history.location.key).toMatch(/\w+/)
    expect(window.history.state).toMatchObject({ key: history.location.key })
    expect(history.action).toBe('pop')
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('pushes and replaces entries, with new keys, and tells subscribers', () => {
    const history = createBrowserHistory()
    const listener = vi.fn()
    const stop = history.subscribe(listener)
    const first = history.location.key
    history.push('/post/1', { from: 'feed' })
    expect(window.location.pathname).toBe('/post/1')
    expect(history.location).toMatchObject({ pathname: '/post/1', state: { from: 'feed' } })
    expect(history.location.key).not.toBe(first)
    expect(history.action).toBe('push')
    const length = window.history.length
    history.replace('/home?x=2')
    expect(window.location.pathname + window.location.search).toBe('/home?x=2')
    expect(window.history.length).toBe(length)
    expect(history.action).toBe('replace')
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    history.push('/about')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('follows back and forward (popstate) and keeps each entry’s key', () => {
    const history = createBrowserHistory()
    history.push('/a')
    const keyA = history.location.key
    history.push('/b')
    const stateA = { key: keyA, usr: null }
    window.history.replaceState(stateA, '', '/a')
    window.dispatchEvent(new PopStateEvent('popstate', { state: stateA }))
    expect(history.location).toMatchObject({ pathname: '/a', key: keyA })
    expect(history.action).toBe('pop')
  })

  it('makes hrefs for relative and absolute paths', () => {
    const history = createBrowserHistory()
    history.push('/profile/1/')
    expect(history.createHref('gallery')).toBe('/profile/1/gallery')
    expect(history.createHref('/about?x#y')).toBe('/about?x#y')
  })
})

describe('memory history', () => {
  it('starts at the last initial entry', () => {
    const history = createMemoryHistory(['/', '/home'])
    expect(history.location.pathname).toBe('/home')
    expect(history.entries).toHaveLength(2)
    expect(createMemoryHistory().location.pathname).toBe('/')
  })

  it('pushes, replaces and goes back and forward', () => {
    const history = createMemoryHistory(['/home'])
    const listener = vi.fn()
    history.subscribe(listener)
    const homeKey = history.location.key
    history.push('/tag/x?y=1')
    expect(history.location).toMatchObject({ pathname: '/tag/x', search: '?y=1' })
    history.replace('/tag/z')
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home', '/tag/z'])
    history.go(-1)
    expect(history.location).toMatchObject({ pathname: '/home', key: homeKey })
    expect(history.action).toBe('pop')
    history.go(-5)
    expect(history.index).toBe(0)
    history.push('/about')
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home', '/about'])
    expect(listener).toHaveBeenCalledTimes(4)
  })
})
