import { useLocation } from './hooks'
import { Link, type LinkProps } from './link'
import { parsePath } from './path'

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this path, not on the paths below it. "/" is always matched exactly. */
  end?: boolean
  className?: string | ((state: { isActive: boolean }) => string | undefined)
}

/** Whether `pathname` is `to` or, unless `end`, a path below it. */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()
  const target = trim(parsePath(to).pathname)
  const current = trim(pathname)
  if (current === target) return true
  return !end && target !== '/' && current.startsWith(`${target}/`)
}

/** A link that marks itself with aria-current="page" while its screen is shown. */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  const isActive = isActivePath(rest.to, pathname, end)
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  )
}
