// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useFarPages } from './use-far-pages'

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void
let report: Callback = () => {}
const unobserved: Element[] = []

beforeEach(() => {
  unobserved.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        report = callback
      }
      observe() {}
      unobserve(target: Element) {
        unobserved.push(target)
      }
      disconnect() {}
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** A feed of `count` rendered pages, each with one post. */
function feedOf(count: number): HTMLElement {
  const feed = document.createElement('div')
  for (let page = 0; page < count; page++) {
    const el = document.createElement('div')
    el.setAttribute('data-feed-page', String(page))
    el.setAttribute('data-rendered', '')
    el.append(document.createElement('article'))
    feed.append(el)
  }
  document.body.append(feed)
  return feed
}

const pageEl = (feed: HTMLElement, page: number) => feed.querySelector(`[data-feed-page="${page}"]`)!

it('marks a page that leaves the screen as far, and near again when it comes back', () => {
  const feed = feedOf(3)
  const { result } = renderHook(() => useFarPages({ current: feed }, 3))
  act(() => report([{ target: pageEl(feed, 0), isIntersecting: false }]))
  expect([...result.current.far]).toEqual([0])
  act(() => report([{ target: pageEl(feed, 0), isIntersecting: true }]))
  expect([...result.current.far]).toEqual([])
})

it('does not take a page removed from the feed for a far one', () => {
  const feed = feedOf(3)
  const { result, rerender } = renderHook(({ count }) => useFarPages({ current: feed }, count), {
    initialProps: { count: 3 },
  })
  // A refresh: the feed starts again with one page; the old pages' elements go away, and the
  // observer reports them as out of sight.
  const removed = [pageEl(feed, 1), pageEl(feed, 2)]
  for (const el of removed) el.remove()
  rerender({ count: 1 })
  act(() => report(removed.map((target) => ({ target, isIntersecting: false }))))
  expect([...result.current.far]).toEqual([])
  expect(unobserved).toEqual(removed)
})
