import { useEffect, useState, type ReactNode } from 'react'
import { ParamsContext, RouterContext, type RouterValue } from './context'
import type { RouterHistory } from './history'
import type { Params } from './match-path'
import { createScrollManager } from './scroll'

type RouterProviderProps = { history: RouterHistory; children: ReactNode }

/** Gives links and router hooks their history; keeps track of scroll positions per entry. */
export function RouterProvider({ history, children }: RouterProviderProps) {
  const [value, setValue] = useState<RouterValue>(() => ({ history, scroll: createScrollManager(history) }))
  if (value.history !== history) setValue({ history, scroll: createScrollManager(history) })
  useEffect(() => value.scroll.start(), [value])
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>
}

/** Another name for RouterProvider. */
export const Router = RouterProvider

type RouteParamsProps = { params: Params; children: ReactNode }

/** Makes a matched route's parameters available to useParams() below it. */
export function RouteParams({ params, children }: RouteParamsProps) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>
}
