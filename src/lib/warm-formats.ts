import { i18n } from '@lingui/core'
import { formatFullDate, formatTimestamp } from './dates'

const MINUTE = 60_000
/** Ages that use each unit of the short time on a card: seconds, minutes, hours, days. */
const AGES = [10_000, 5 * MINUTE, 5 * 60 * MINUTE, 3 * 24 * 60 * MINUTE]

/**
 * Building the locale's first formats costs a slow phone tens of milliseconds each. These are the
 * ones the first screens would otherwise build in the middle of their first render: a post's
 * short and full times, and counts (a profile's posts and followers, a poll's percentages). One
 * step each, for `runInTasks`.
 */
export function formatSteps(locale: string): (() => unknown)[] {
  const now = new Date()
  return [
    () => AGES.forEach((age) => formatTimestamp(new Date(now.getTime() - age), now, locale)),
    () => formatFullDate(now, locale),
    () => i18n.number(1234),
  ]
}

/** Runs the steps one task each, then `done`; returns what stops the steps not run yet. */
export function runInTasks(steps: readonly (() => unknown)[], done?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const next = (index: number) => {
    const step = steps[index]
    if (!step) {
      done?.()
      return
    }
    timer = setTimeout(() => {
      step()
      next(index + 1)
    })
  }
  next(0)
  return () => clearTimeout(timer)
}
