// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/http'
import { LoadError, QueryLoadError } from './load-error'

afterEach(cleanup)

function Screen({ onRetry }: { onRetry: () => void }) {
  const [state, setState] = useState<'failed' | 'busy' | 'loaded'>('failed')
  return (
    <main id="main" tabIndex={-1}>
      {state === 'loaded' ? (
        <p>Loaded</p>
      ) : (
        <LoadError
          title="The notifications could not be loaded"
          error={new ApiError(429, 'Too Many Requests')}
          busy={state === 'busy'}
          onRetry={() => {
            onRetry()
            setState('busy')
          }}
        />
      )}
      <button type="button" onClick={() => setState('failed')}>
        fail
      </button>
      <button type="button" onClick={() => setState('loaded')}>
        load
      </button>
    </main>
  )
}

describe('LoadError', () => {
  it('says what failed and why, and retries without losing the focus', async () => {
    const retry = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <Screen onRetry={retry} />
      </I18nProvider>,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The notifications could not be loaded')
    expect(alert.textContent).toContain('Too many requests. Wait a moment, then try again.')
    const button = screen.getByRole('button', { name: 'Retry' })
    await userEvent.click(button)
    expect(retry).toHaveBeenCalledTimes(1)
    // Busy: still focused, announced as busy, and a second click does nothing.
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(button)
    expect(retry).toHaveBeenCalledTimes(1)
    // The retry works: the block goes and the focus moves to the screen, not to nowhere.
    button.focus()
    act(() => screen.getByRole('button', { name: 'load' }).click())
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    // The focus moves after the screen's own effects (a timer), whatever order they ran in.
    await waitFor(() => expect(document.activeElement?.id).toBe('main'))
  })
})

describe('QueryLoadError', () => {
  it("shows a failed query's reason and refetches it on Retry", async () => {
    const refetch = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <QueryLoadError
          title="The feed could not be loaded"
          query={{ error: new ApiError(429, 'too many'), isFetching: false, refetch }}
        />
      </I18nProvider>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Too many requests. Wait a moment, then try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })
})
