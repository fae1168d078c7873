// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyScreen } from './lazy-screen'

afterEach(cleanup)

class Boundary extends Component<{ children: ReactNode; onRetry?: () => void }, { error: string | null }> {
  override state = { error: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ? (
      <button
        type="button"
        onClick={() => {
          this.props.onRetry?.()
          this.setState({ error: null })
        }}
      >
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

  it('throws a failed download to the error boundary, without downloading again, until a new download starts', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <h1>Page</h1> })
    const { Component: Page, preload } = lazyScreen(load)
    render(
      <Boundary onRetry={() => void preload().catch(() => {})}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    )
    const retry = await screen.findByRole('button', { name: 'failed: offline' })
    // React rendered again after the error, and StrictMode twice: none of it asked again.
    expect(load).toHaveBeenCalledTimes(1)
    retry.click()
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("runs the module's warm-up steps in short tasks after its code, a costly one ending its task, then renders", async () => {
    vi.useFakeTimers()
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const ran: string[] = []
    const Page = () => {
      ran.push('render')
      return <h1>Page</h1>
    }
    const costly = () => {
      ran.push('costly')
      now += 50
    }
    const module = { default: Page, warmUp: () => [() => ran.push('one'), costly, () => ran.push('two')] }
    const { Component: Lazy, preload } = lazyScreen(() => Promise.resolve(module))
    let loaded = false
    void preload().then(() => (loaded = true))
    await Promise.resolve()
    // Nothing in the task that ran the module's code.
    expect(ran).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(ran).toEqual(['one', 'costly'])
    expect(loaded).toBe(false)
    await vi.advanceTimersToNextTimerAsync()
    expect(ran).toEqual(['one', 'costly', 'two'])
    expect(loaded).toBe(true)
    render(<Lazy />)
    // Rendered at once, after the steps (twice: StrictMode).
    expect(ran).toEqual(['one', 'costly', 'two', 'render', 'render'])
    vi.useRealTimers()
  })

  it('renders a module without warm-up steps in the task after its code ran', async () => {
    vi.useFakeTimers()
    const { preload } = lazyScreen(() => Promise.resolve({ default: () => <h1>Page</h1> }))
    let loaded = false
    void preload().then(() => (loaded = true))
    await Promise.resolve()
    await Promise.resolve()
    expect(loaded).toBe(false)
    await vi.advanceTimersToNextTimerAsync()
    expect(loaded).toBe(true)
    vi.useRealTimers()
  })

  it('renders the screen even when a warm-up step throws', async () => {
    const failing = () => {
      throw new RangeError('Invalid language tag: ')
    }
    const { Component: Lazy } = lazyScreen(() =>
      Promise.resolve({ default: () => <h1>Page</h1>, warmUp: () => [failing] }),
    )
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    )
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeTruthy()
  })
})
