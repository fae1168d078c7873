import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { sanitizeHtml } from '@/lib/html'
import { runInTasks } from '@/lib/run-in-tasks'
import { formatSteps } from '@/lib/warm-formats'
import { spokenTime } from './post-label'

const MINUTE = 60_000

const warmed = new Set<string>()

/**
 * What the first post cards would otherwise build in the middle of their first render: the
 * locale's formats (`formatSteps`, which the app also runs as it starts), the spoken time of a
 * card's name and the sanitiser's setup, one step each for `runInTasks`; none once they have run
 * for the locale, or while no locale is active. Screens of post cards export it as their `warmUp`
 * (src/app/lazy-screen.ts).
 */
export function postCardSteps(locale: string = i18n.locale): (() => unknown)[] {
  // No locale is active yet (a screen's code came before the messages): the hook does it later.
  if (!locale || warmed.has(locale)) return []
  const now = new Date()
  return [
    () => spokenTime(new Date(now.getTime() - 5 * MINUTE), now, locale),
    ...formatSteps(locale),
    () => sanitizeHtml('<p>Hello <a href="https://example.org/">there</a></p>'),
    () => warmed.add(locale),
  ]
}

/**
 * Runs `postCardSteps` while the posts are still on their way, one short task per piece: for a
 * locale chosen after the screen's code loaded.
 */
export function useWarmPostCards(): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  useEffect(() => runInTasks(postCardSteps(locale)), [locale])
}
