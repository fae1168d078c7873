// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyScreen } from './lazy-screen'

afterEach(cleanup)

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ? (
      <button type="button" onClick={() => this.setState({ error: null })}>
        {`failed: ${this.state.error}`}
      </button>
    ) : (
      this.props.children
    )
  }
}

function Screen({ ready, children }: { ready: () => void; children: ReactNode }) {
  ready()
  return <>{children}</>
}

describe('lazyScreen', () => {
  it('suspends everything rendered after ready() until the module is in, then renders at once', async () => {
    let resolve: (m: { default: () => ReactNode }) => void = () => {}
    const load = vi.fn(() => new Promise<{ default: () => ReactNode }>((r) => (resolve = r)))
    const { Component: Page, ready } = lazyScreen(load)
    const effect = vi.fn()
    function Effects() {
      effect()
      return null
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen ready={ready}>
          <Page />
          <Effects />
        </Screen>
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    // Nothing beside the screen rendered while it waited.
    expect(effect).not.toHaveBeenCalled()
    resolve({ default: () => <h1>Page</h1> })
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy()
    expect(effect).toHaveBeenCalled()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('throws a failed download to the error boundary once, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <h1>Page</h1> })
    const { Component: Page } = lazyScreen(load)
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    )
    const retry = await screen.findByRole('button', { name: 'failed: offline' })
    retry.click()
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
