import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useRouter } from './context'
import { useNavigate } from './hooks'
import { isExternal } from './path'

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path ("/post/1", "/search?q=x"); full URLs are rendered as ordinary links. */
  to: string
  replace?: boolean
  state?: unknown
  ref?: Ref<HTMLAnchorElement>
}

/**
 * Whether the router should handle this click on a link: a plain left click, no modifier keys
 * (those open new tabs or windows), the link opens in this tab and does not download.
 */
export function isRoutableClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget
  const target = link.getAttribute('target')
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self') &&
    !link.hasAttribute('download')
  )
}

/** A real link (<a href>) that changes screens without reloading the page. */
export function Link({ to, replace, state, onClick, children, ...rest }: LinkProps) {
  const { history } = useRouter()
  const navigate = useNavigate()
  const external = isExternal(to)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (external || !isRoutableClick(event)) return
    event.preventDefault()
    navigate(to, { replace, state })
  }
  return (
    <a {...rest} href={external ? to : history.createHref(to)} onClick={handleClick}>
      {children}
    </a>
  )
}
