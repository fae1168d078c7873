import { useLayoutEffect, useRef } from 'react'
import { useNavigate } from './hooks'

type NavigateProps = { to: string; replace?: boolean; state?: unknown }

/** Goes to `to` as soon as it renders; replaces the current entry unless `replace` is false. */
export function Navigate({ to, replace = true, state }: NavigateProps) {
  const navigate = useNavigate()
  // Once per target, also under StrictMode's repeated effects.
  const done = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (done.current === to) return
    done.current = to
    navigate(to, { replace, state })
  }, [navigate, to, replace, state])
  return null
}
