import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { sanitizeHtml } from '@/lib/html'
import { formatSteps, runInTasks } from '@/lib/warm-formats'
import { spokenTime } from './post-label'

const MINUTE = 60_000

const warmed = new Set<string>()

/**
 * Builds what the first post cards would otherwise build in the middle of their first render: the
 * locale's formats (`formatSteps`, which the app also runs as it starts), the spoken time of a
 * card's name and the sanitiser's setup. It runs while the posts are still on their way, one short
 * task per piece, once per locale.
 */
export function useWarmPostCards(): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  useEffect(() => {
    if (warmed.has(locale)) return
    const now = new Date()
    return runInTasks(
      [
        () => spokenTime(new Date(now.getTime() - 5 * MINUTE), now, locale),
        ...formatSteps(locale),
        () => sanitizeHtml('<p>Hello <a href="https://example.org/">there</a></p>'),
      ],
      () => warmed.add(locale),
    )
  }, [locale])
}
