import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { ParamsContext, useRouter } from './context'
import type { Location } from './history'
import type { Params } from './match-path'
import { createPath } from './path'

export type NavigateOptions = { replace?: boolean; state?: unknown }
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void

/** The current location; re-renders on every navigation. */
export function useLocation(): Location {
  const { history } = useRouter()
  const read = useCallback(() => history.location, [history])
  return useSyncExternalStore(history.subscribe, read, read)
}

/**
 * navigate("/path"), navigate("/path", { replace: true }), navigate(-1) for back. Navigating to the
 * page that is already shown replaces its entry instead of adding the same page twice.
 */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter()
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to)
        return
      }
      const same = history.createHref(to) === createPath(history.location)
      if (options.replace || same) history.replace(to, options.state)
      else history.push(to, options.state)
    },
    [history],
  )
}

/**
 * Stops the router returning a reloaded or revisited page to its saved scroll position: for a
 * screen that places itself (home opening at the last read post).
 */
export function useCancelScrollRestore(): () => void {
  const { scroll } = useRouter()
  return useCallback(() => scroll.cancelRestore(), [scroll])
}

/** Parameters of the matched route, decoded. */
export function useParams(): Params {
  return useContext(ParamsContext)
}

type SearchInit = URLSearchParams | string | Record<string, string>
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void

/** The query string as URLSearchParams, and a setter that navigates to the same path with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const set: SetSearchParams = useCallback(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next
      const query = new URLSearchParams(init).toString()
      navigate(pathname + (query ? `?${query}` : ''), options)
    },
    [navigate, pathname, search],
  )
  return [params, set]
}
