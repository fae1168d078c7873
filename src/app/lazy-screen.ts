import { createElement, type ComponentType } from 'react'
import { loadOnce } from '@/lib/load-once'
import { runInTasks } from '@/lib/run-in-tasks'

type Module<P> = {
  default: ComponentType<P>
  /**
   * Work the screen's first render would otherwise do the first time (building formats, setting up
   * the sanitiser), as steps run one task each after the module has loaded and before it renders.
   */
  warmUp?: () => readonly (() => unknown)[]
}

export type LazyScreen<P extends object = object> = {
  /**
   * Renders the module's component: it suspends while the module downloads and renders
   * synchronously once it has loaded (through preload or an earlier render).
   */
  Component: ComponentType<P>
  /** Starts downloading the module (once). */
  preload: () => Promise<Module<P>>
  /**
   * Suspends the component that calls it until the module has loaded, or throws the download's
   * error. A screen calls it before rendering the module's component together with what must run
   * only once that has rendered (the router's focus and scroll), so that neither mounts alone.
   */
  ready: () => void
}

/** Warm-up steps share a task while it has run for less than this (see runInTasks). */
const WARM_UP_SLICE_MS = 8

/**
 * The module once its `warmUp` steps have run, in short tasks (steps already cheap, such as
 * formats the boot script built, share one). The screen renders in a
 * task after the one that ran the module's code, even without steps: on a slow phone running the
 * code and rendering the screen in one go blocks input for longer than either alone.
 */
const warmedUp = <P>(module: Module<P>): Promise<Module<P>> =>
  new Promise((resolve) =>
    runInTasks([...(module.warmUp?.() ?? []), () => {}], () => resolve(module), WARM_UP_SLICE_MS),
  )

/** A component in its own chunk, loaded on first render or earlier through preload(). */
export function lazyScreen<P extends object = object>(load: () => Promise<Module<P>>): LazyScreen<P> {
  const module = loadOnce(() => load().then(warmedUp))
  // The last download's failure, thrown by every render until a new download starts: React renders
  // once more after an error before it shows the error boundary, and that render must not start
  // another download (offline, that would go round for ever). The boundary's Try again reloads the
  // page for a chunk that failed to download (RouteError).
  let failure: { error: unknown } | null = null
  const preload = () => {
    const loading = module.load()
    if (!module.loaded()) failure = null
    return loading.catch((error: unknown) => {
      failure = { error }
      throw error
    })
  }
  const ready = () => {
    if (module.loaded()) return
    if (failure) throw failure.error
    // Suspense waits for the download; its failure is thrown by the render that follows.
    throw preload().catch(() => {})
  }
  const Component = (props: P) => {
    ready()
    return createElement((module.loaded() as Module<P>).default, props)
  }
  return { Component, preload, ready }
}
