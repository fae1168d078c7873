/** Parley's router: the History API as a store, route matching, links, scroll and focus handling. */
export { createBrowserHistory, type Action, type Location, type RouterHistory } from './history'
export { createMemoryHistory, type MemoryHistory } from './memory-history'
export { createPath, parsePath, type Path } from './path'
export { matchPath, matchRoutes, type Params, type PathMatch } from './match-path'
export { RouteParams, Router, RouterProvider } from './router-provider'
export {
  useCancelScrollRestore,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
  type SetSearchParams,
} from './hooks'
export { Link, isRoutableClick, type LinkProps } from './link'
export { NavLink, isActivePath, type NavLinkProps } from './nav-link'
export { Navigate } from './navigate'
export { NavigationEffects } from './navigation-effects'
export { focusPage } from './focus'
