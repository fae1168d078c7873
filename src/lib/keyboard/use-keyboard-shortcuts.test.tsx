// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, Link, RouterProvider, type MemoryHistory } from '@/lib/router'
import { announcements } from './announce'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'

function Shortcuts({ onHelp }: { onHelp: () => void }) {
  useKeyboardShortcuts({ onHelp })
  return null
}

function Post({ n, onLike }: { n: number; onLike: () => void }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
    <article data-shortcut-item="" tabIndex={0} aria-label={`post ${n}`}>
      <Link to={`/post/${n}`} data-shortcut-action="open">
        time
      </Link>
      <button type="button" aria-pressed="false" data-shortcut-action="like" onClick={onLike}>
        Like
      </button>
      <button type="button" aria-expanded="false" data-shortcut-action="warning">
        Show content
      </button>
    </article>
  )
}

function setup(path = '/home', composer = true) {
  const history: MemoryHistory = createMemoryHistory([path])
  const onHelp = vi.fn()
  const onLike = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider history={history}>
        <Shortcuts onHelp={onHelp} />
        <main id="main">
          <h1 tabIndex={-1}>Home</h1>
          {composer ? <textarea aria-label="Post text" /> : null}
          <Post n={1} onLike={onLike} />
          <Post n={2} onLike={onLike} />
        </main>
      </RouterProvider>
    </I18nProvider>,
  )
  return { history, onHelp, onLike }
}

const key = (key: string, target: Element = document.activeElement ?? document.body, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  })
const post = (n: number) => document.querySelector(`[aria-label="post ${n}"]`)

afterEach(cleanup)

describe('useKeyboardShortcuts', () => {
  it('moves the focus between posts with j and k, from nothing to the first', () => {
    setup()
    key('j', document.body)
    expect(document.activeElement).toBe(post(1))
    key('j')
    expect(document.activeElement).toBe(post(2))
    key('j')
    expect(document.activeElement).toBe(post(2))
    key('k')
    expect(document.activeElement).toBe(post(1))
  })

  it('starts after the focus: from the heading j goes to the first post', () => {
    setup()
    ;(document.querySelector('h1') as HTMLElement).focus()
    key('k')
    expect(document.activeElement?.tagName).toBe('H1')
    key('j')
    expect(document.activeElement).toBe(post(1))
  })

  it('presses the focused post’s controls and says the result', () => {
    const { onLike, history } = setup()
    key('j', document.body)
    key('j')
    key('l')
    expect(onLike).toHaveBeenCalledTimes(1)
    expect(announcements.message()).toBe('Liked')
    key('x')
    expect(announcements.message()).toBe('Content shown')
    expect(document.activeElement).toBe(post(2))
    key('Enter')
    expect(history.location.pathname).toBe('/post/2')
  })

  it('ignores keys typed in a field, focuses the composer with n and opens the help with ?', () => {
    const { onHelp, onLike } = setup()
    const field = document.querySelector('textarea')!
    field.focus()
    key('j')
    key('l')
    expect(document.activeElement).toBe(field)
    expect(onLike).not.toHaveBeenCalled()
    ;(post(1) as HTMLElement).focus()
    key('n')
    expect(document.activeElement).toBe(field)
    key('?', document.body, { shiftKey: true })
    expect(onHelp).toHaveBeenCalledTimes(1)
  })

  it('goes home for n where there is no composer', () => {
    const { history } = setup('/local', false)
    key('n', document.body)
    expect(history.location.pathname).toBe('/home')
  })
})
