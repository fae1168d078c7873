// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from './hooks'
import { createMemoryHistory, type MemoryHistory } from './memory-history'
import { NavigationEffects } from './navigation-effects'
import { RouterProvider } from './router-provider'

function Page() {
  const { pathname } = useLocation()
  return (
    <main id="main">
      {pathname === '/plain' ? <p>no heading</p> : <h1>{pathname}</h1>}
      <p id="part">part</p>
      <NavigationEffects />
    </main>
  )
}

function renderApp(history: MemoryHistory) {
  render(
    <RouterProvider history={history}>
      <button>outside</button>
      <Page />
    </RouterProvider>,
  )
}

/** What the user does: scroll, and the browser's scroll event that follows. */
function scrollBy(y: number) {
  window.scrollTo({ top: y })
  window.dispatchEvent(new Event('scroll'))
}

beforeEach(() => {
  sessionStorage.clear()
  window.scrollTo({ top: 0 })
})
afterEach(cleanup)

describe('scroll and focus after navigation', () => {
  it('leaves focus alone on the first load, then focuses the new page’s h1', () => {
    const history = createMemoryHistory(['/home'])
    renderApp(history)
    screen.getByRole('button', { name: 'outside' }).focus()
    expect(document.activeElement?.textContent).toBe('outside')
    act(() => history.push('/tag/cats'))
    const heading = screen.getByRole('heading', { level: 1 })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
  })

  it('focuses main when the page has no h1', () => {
    const history = createMemoryHistory(['/home'])
    renderApp(history)
    act(() => history.push('/plain'))
    expect(document.activeElement?.id).toBe('main')
  })

  it('starts new pages at the top and returns to the saved position on back and forward', () => {
    const history = createMemoryHistory(['/home'])
    renderApp(history)
    scrollBy(1200)
    act(() => history.push('/tag/cats'))
    expect(window.scrollY).toBe(0)
    scrollBy(300)
    act(() => history.go(-1))
    expect(window.scrollY).toBe(1200)
    act(() => history.go(1))
    expect(window.scrollY).toBe(300)
    act(() => history.push('/about'))
    expect(window.scrollY).toBe(0)
  })

  it('does not count scrolling before the page of the entry has rendered', async () => {
    const history = createMemoryHistory(['/home'])
    renderApp(history)
    scrollBy(900)
    act(() => history.push('/tag/cats'))
    // Back: the location changes first, and the page going away may scroll before home renders.
    await act(async () => {
      history.go(-1)
      scrollBy(0)
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/home')
    expect(window.scrollY).toBe(900)
  })

  it('scrolls to a #fragment of a new page', () => {
    const history = createMemoryHistory(['/home'])
    renderApp(history)
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
    act(() => history.push('/about#part'))
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('part'))
  })

  it('restores the position of the entry after a reload', () => {
    const history = createMemoryHistory(['/home'])
    renderApp(history)
    scrollBy(700)
    window.dispatchEvent(new Event('pagehide'))
    cleanup()
    window.scrollTo({ top: 0 })
    // The same entry (same key) in a new page load.
    const reloaded = createMemoryHistory(['/home'])
    Object.defineProperty(reloaded.location, 'key', { value: history.location.key })
    renderApp(reloaded)
    expect(window.scrollY).toBe(700)
  })
})
