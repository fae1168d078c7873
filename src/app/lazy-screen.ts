import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type Module = { default: ComponentType }

export type LazyScreen = {
  Component: LazyExoticComponent<ComponentType>
  /** Starts downloading the module (once); rendering Component later finds it ready. */
  preload: () => Promise<Module>
}

/** A screen in its own chunk, loaded on first render or earlier through preload(). */
export function lazyScreen(load: () => Promise<Module>): LazyScreen {
  let pending: Promise<Module> | null = null
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed download may succeed on the next attempt.
      pending = null
      throw error
    })
    return pending
  }
  return { Component: lazy(preload), preload }
}
