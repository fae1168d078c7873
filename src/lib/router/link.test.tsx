// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Link } from './link'
import { createMemoryHistory, type MemoryHistory } from './memory-history'
import { Navigate } from './navigate'
import { NavLink, isActivePath } from './nav-link'
import { RouterProvider } from './router-provider'

function renderIn(ui: ReactNode, history: MemoryHistory = createMemoryHistory(['/home'])) {
  render(<RouterProvider history={history}>{ui}</RouterProvider>)
  return history
}

afterEach(cleanup)

/** Whether the click's default (following the link) was prevented; the test browser never follows it. */
function defaultPrevented(element: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = false
  const after = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', after)
  fireEvent.click(element, init)
  document.removeEventListener('click', after)
  return prevented
}

describe('Link', () => {
  it('is a real link that navigates in the app on a plain left click', async () => {
    const history = renderIn(<Link to="/tag/cats?x=1">cats</Link>)
    const link = screen.getByRole('link', { name: 'cats' })
    expect(link.getAttribute('href')).toBe('/tag/cats?x=1')
    await userEvent.click(link)
    expect(history.location).toMatchObject({ pathname: '/tag/cats', search: '?x=1' })
    expect(history.entries).toHaveLength(2)
  })

  it('leaves modified clicks, other buttons, new tabs and downloads to the browser', () => {
    const history = renderIn(
      <>
        <Link to="/a">a</Link>
        <Link to="/b" target="_blank" rel="noreferrer">
          b
        </Link>
        <Link to="/c" download>
          c
        </Link>
      </>,
    )
    const a = screen.getByRole('link', { name: 'a' })
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(defaultPrevented(a, init)).toBe(false)
    }
    expect(defaultPrevented(screen.getByRole('link', { name: 'b' }))).toBe(false)
    expect(defaultPrevented(screen.getByRole('link', { name: 'c' }))).toBe(false)
    expect(history.location.pathname).toBe('/home')
    expect(defaultPrevented(a)).toBe(true)
    expect(history.location.pathname).toBe('/a')
  })

  it('renders other sites as ordinary links', () => {
    const history = renderIn(<Link to="https://example.org/x">out</Link>)
    const link = screen.getByRole('link', { name: 'out' })
    expect(link.getAttribute('href')).toBe('https://example.org/x')
    expect(defaultPrevented(link)).toBe(false)
    expect(history.location.pathname).toBe('/home')
  })

  it('runs its own onClick first, which may take over', () => {
    const history = renderIn(
      <Link to="/a" onClick={(event) => event.preventDefault()}>
        a
      </Link>,
    )
    expect(defaultPrevented(screen.getByRole('link', { name: 'a' }))).toBe(true)
    expect(history.location.pathname).toBe('/home')
  })

  it('replaces the entry with `replace`, or when the link leads to the page already shown', async () => {
    const history = renderIn(
      <>
        <Link to="/a" replace>
          a
        </Link>
        <Link to="/a">again</Link>
      </>,
    )
    await userEvent.click(screen.getByRole('link', { name: 'a' }))
    expect(history.entries.map((e) => e.pathname)).toEqual(['/a'])
    await userEvent.click(screen.getByRole('link', { name: 'again' }))
    expect(history.entries.map((e) => e.pathname)).toEqual(['/a'])
  })
})

describe('NavLink', () => {
  it('marks the link of the current page with aria-current', () => {
    const history = renderIn(
      <>
        <NavLink to="/settings">settings</NavLink>
        <NavLink to="/settings" end>
          exactly
        </NavLink>
        <NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          root
        </NavLink>
      </>,
      createMemoryHistory(['/settings/profile']),
    )
    expect(screen.getByRole('link', { name: 'settings' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'exactly' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('link', { name: 'root' }).className).toBe('off')
    act(() => history.push('/settings'))
    expect(screen.getByRole('link', { name: 'exactly' }).getAttribute('aria-current')).toBe('page')
  })

  it('matches whole segments only', () => {
    expect(isActivePath('/settings', '/settings-profile')).toBe(false)
    expect(isActivePath('/settings', '/settings/')).toBe(true)
    expect(isActivePath('/', '/home')).toBe(false)
    expect(isActivePath('/', '/')).toBe(true)
  })
})

describe('Navigate', () => {
  it('replaces the current entry by default', () => {
    const history = renderIn(<Navigate to="/home" />, createMemoryHistory(['/', '/no/such/page']))
    expect(history.entries.map((e) => e.pathname)).toEqual(['/', '/home'])
    expect(history.action).toBe('replace')
  })

  it('can push instead', () => {
    const history = renderIn(<Navigate to="/about" replace={false} />)
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home', '/about'])
  })
})
