// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { KeyboardShortcuts } from './keyboard-shortcuts'

afterEach(cleanup)

const post = (n: number) => document.querySelector<HTMLElement>(`[aria-label="post ${n}"]`)
const key = (key: string, target: Element = document.activeElement ?? document.body) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })

describe('KeyboardShortcuts', () => {
  it('loads the shortcuts on the first key and handles the keys pressed meanwhile once each (StrictMode runs effects twice)', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider history={createMemoryHistory(['/home'])}>
          <KeyboardShortcuts />
          <main>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards */}
            <article data-shortcut-item="" tabIndex={0} aria-label="post 1" />
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards */}
            <article data-shortcut-item="" tabIndex={0} aria-label="post 2" />
          </main>
        </RouterProvider>
      </I18nProvider>,
    )
    // A key that cannot be a shortcut loads nothing, and is not taken.
    key('Shift', document.body)
    key('Enter', document.body)
    // Pressed while the shortcuts' code loads: handled in order, once each.
    key('j', document.body)
    await waitFor(() => expect(document.activeElement).toBe(post(1)))
    // Once the shortcuts' code has come and rendered, the keys pressed meanwhile were handled once each.
    await act(() => import('./keyboard-shortcut-keys'))
    expect(document.activeElement).toBe(post(1))
    key('j')
    expect(document.activeElement).toBe(post(2))
  })
})
