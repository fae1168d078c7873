import { createContext, useContext } from 'react'
import type { RouterHistory } from './history'
import type { Params } from './match-path'
import type { ScrollManager } from './scroll'

export type RouterValue = { history: RouterHistory; scroll: ScrollManager }

export const RouterContext = createContext<RouterValue | null>(null)

/** Parameters of the route being rendered (set by the app's route table). */
export const ParamsContext = createContext<Params>({})

export function useRouter(): RouterValue {
  const value = useContext(RouterContext)
  if (!value) throw new Error('Router hooks and links must be used inside <RouterProvider>.')
  return value
}
