import { formatFullDate, formatTimestamp } from './dates'

const MINUTE = 60_000
/** Ages that use each unit of the short time on a card: seconds, minutes, hours, days. */
const AGES = [10_000, 5 * MINUTE, 5 * 60 * MINUTE, 3 * 24 * 60 * MINUTE]

/**
 * The first format of each kind a page builds loads the locale's data for it, which costs a slow
 * phone tens of milliseconds; those built after it cost next to nothing. These steps build the
 * first screens' formats (a post's short and full times, counts on a profile and in a poll) one
 * per task, for `runInTasks`, so that no render pays for them.
 */
export function formatSteps(locale: string): (() => unknown)[] {
  const now = new Date()
  const ago = (age: number) => () => formatTimestamp(new Date(now.getTime() - age), now, locale)
  return [() => new Intl.NumberFormat(locale).format(1234), ...AGES.map(ago), () => formatFullDate(now, locale)]
}
