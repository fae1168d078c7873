// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { SearchBox } from './search-box'

function renderBox(path = '/home') {
  const history = createMemoryHistory([path])
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider history={history}>
        <SearchBox />
      </RouterProvider>
    </I18nProvider>,
  )
  return { history, user: userEvent.setup() }
}

const input = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement

afterEach(cleanup)

describe('search box', () => {
  it('is a search landmark whose submit is disabled while empty', async () => {
    const { user } = renderBox()
    expect(screen.getByRole('search')).toBeTruthy()
    expect(submit().disabled).toBe(true)
    await user.type(input(), '   ')
    expect(submit().disabled).toBe(true)
    await user.type(input(), 'cats')
    expect(submit().disabled).toBe(false)
  })

  it('shows a clear button only while there is text, and clearing empties the box', async () => {
    const { user } = renderBox()
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    await user.type(input(), 'cats')
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(input().value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    expect(document.activeElement).toBe(input())
  })

  it('lists the @ # > prefixes on focus; picking one fills the box', async () => {
    const { user } = renderBox()
    expect(screen.queryByRole('button', { name: /^@/ })).toBeNull()
    await user.click(input())
    expect(screen.getByRole('button', { name: /^@/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^#/ })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /^>/ }))
    expect(input().value).toBe('>')
    expect(document.activeElement).toBe(input())
    await user.type(input(), 'cats')
    await user.click(input())
    await user.click(screen.getByRole('button', { name: /^#/ }))
    expect(input().value).toBe('#cats')
  })

  it('hides the prefix list with Escape', async () => {
    const { user } = renderBox()
    await user.click(input())
    expect(screen.getByRole('button', { name: '@ Search accounts' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: '@ Search accounts' })).toBeNull()
  })

  it('goes to /search with the query', async () => {
    const { user, history } = renderBox()
    await user.type(input(), '@bob@example.org{Enter}')
    expect(history.location.pathname).toBe('/search')
    expect(new URLSearchParams(history.location.search).get('q')).toBe('@bob@example.org')
  })

  it('shows the query of the URL on the search screen, and follows it', () => {
    const { history } = renderBox('/search?q=%23coffee')
    expect(input().value).toBe('#coffee')
    act(() => history.push('/search?q=tea'))
    expect(input().value).toBe('tea')
    act(() => history.push('/home'))
    expect(input().value).toBe('tea')
  })
})
