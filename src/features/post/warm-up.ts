import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { formatFullDate, formatTimestamp } from '@/lib/dates'
import { sanitizeHtml } from '@/lib/html'
import { spokenTime } from './post-label'

const MINUTE = 60_000
/** Ages that use each unit of the short time on a card: seconds, minutes, hours, days. */
const AGES = [10_000, 5 * MINUTE, 5 * 60 * MINUTE, 3 * 24 * 60 * MINUTE]

const warmed = new Set<string>()

/**
 * Builds what the first post cards would otherwise build in the middle of their first render: the
 * date and time formats of the locale (each costs a slow phone tens of milliseconds the first
 * time) and the sanitiser's setup. It runs while the posts are still on their way, one short task
 * per piece, once per locale.
 */
export function useWarmPostCards(): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  useEffect(() => {
    if (warmed.has(locale)) return
    const now = new Date()
    const ago = (ms: number) => new Date(now.getTime() - ms)
    const steps = [
      () => spokenTime(ago(5 * MINUTE), now, locale),
      () => AGES.forEach((age) => formatTimestamp(ago(age), now, locale)),
      () => formatFullDate(now, locale),
      () => sanitizeHtml('<p>Hello <a href="https://example.org/">there</a></p>'),
    ]
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = (index: number) => {
      const step = steps[index]
      if (!step) {
        warmed.add(locale)
        return
      }
      timer = setTimeout(() => {
        step()
        next(index + 1)
      })
    }
    next(0)
    return () => clearTimeout(timer)
  }, [locale])
}
