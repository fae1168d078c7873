import { createElement, lazy, type ComponentType } from 'react'

type Module<P> = { default: ComponentType<P> }

export type LazyScreen<P extends object = object> = {
  /**
   * Renders the module's component. Once the module has loaded (through preload or an earlier
   * render) it renders synchronously: React.lazy would suspend once more on first render, and React
   * then holds the revealed content back for its fallback throttle (about 300 ms).
   */
  Component: ComponentType<P>
  /** Starts downloading the module (once). */
  preload: () => Promise<Module<P>>
}

/** A component in its own chunk, loaded on first render or earlier through preload(). */
export function lazyScreen<P extends object = object>(load: () => Promise<Module<P>>): LazyScreen<P> {
  let pending: Promise<Module<P>> | null = null
  let loaded: Module<P> | null = null
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download may succeed on the next attempt.
        pending = null
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(preload)
  const Component = (props: P) => createElement((loaded?.default ?? Lazy) as ComponentType<P>, props)
  return { Component, preload }
}
