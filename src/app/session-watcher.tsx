import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { useToken } from '@/lib/session'

/**
 * When the session ends behind the page's back (an invalid token, a logout in another tab), the
 * guards run again so that guest rules apply at once.
 */
export function SessionWatcher() {
  const token = useToken()
  const previous = useRef(token)
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const before = previous.current
    previous.current = token
    if (before !== null && token !== before) void revalidate()
  }, [token, revalidate])
  return null
}
