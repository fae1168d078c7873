import { useSyncExternalStore } from 'react'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Formatters are costly to build and timelines format many dates: keep one per locale and shape.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>()

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let value = cache.get(key) as T | undefined
  if (!value) {
    value = make()
    cache.set(key, value)
  }
  return value
}

function unit(locale: string, value: number, unit: 'minute' | 'hour' | 'day'): string {
  return cached(
    `unit:${locale}:${unit}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
  ).format(value)
}

/**
 * 'dd LLL' or 'dd LLL y' (spec §9): two-digit day, the month's short stand-alone name (LLL, as
 * "Mär", "март", "3月"), optional year, each in the locale's digits. The month is formatted alone:
 * with a day some locales (ja, zh) give a bare number instead of a name.
 */
function dayMonth(date: Date, locale: string, withYear: boolean): string {
  const day = cached(`dd:${locale}`, () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 })).format(
    date.getDate(),
  )
  const month = cached(`LLL:${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short' })).format(date)
  const text = `${day} ${month}`
  return withYear
    ? `${text} ${cached(`y:${locale}`, () => new Intl.NumberFormat(locale, { useGrouping: false })).format(date.getFullYear())}`
    : text
}

/**
 * The short timestamp of a post (spec §9): relative minutes under an hour, hours under a day,
 * days under a week, then 'dd LLL' within the same year or 'dd LLL y' before it. Pure: the caller
 * passes `now` (see useNow) and the active locale.
 */
export function formatTimestamp(date: Date, now: Date, locale: string): string {
  // A clock slightly ahead of ours must not show a negative age.
  const age = Math.max(0, now.getTime() - date.getTime())
  if (age < MINUTE) {
    return cached(
      `rel:${locale}`,
      () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }),
    ).format(0, 'second')
  }
  if (age < HOUR) return unit(locale, Math.floor(age / MINUTE), 'minute')
  if (age < DAY) return unit(locale, Math.floor(age / HOUR), 'hour')
  if (age < 7 * DAY) return unit(locale, Math.floor(age / DAY), 'day')
  return dayMonth(date, locale, date.getFullYear() !== now.getFullYear())
}

/** The full date and time, for a title attribute. */
export function formatFullDate(date: Date, locale: string): string {
  return cached(
    `full:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
  ).format(date)
}

/** Parses a server timestamp; an unreadable one becomes null rather than "Invalid Date". */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

// One shared ticker per interval, however many components read it (spec §9: timestamps refresh every 5 s).
type Ticker = {
  now: number
  listeners: Set<() => void>
  timer: ReturnType<typeof setInterval> | null
  subscribe: (listener: () => void) => () => void
  snapshot: () => number
}
const tickers = new Map<number, Ticker>()

function ticker(interval: number): Ticker {
  const existing = tickers.get(interval)
  if (existing) return existing
  const t: Ticker = {
    now: Date.now(),
    listeners: new Set(),
    timer: null,
    subscribe(listener) {
      t.listeners.add(listener)
      t.timer ??= setInterval(() => {
        t.now = Date.now()
        for (const l of t.listeners) l()
      }, interval)
      return () => {
        t.listeners.delete(listener)
        if (t.listeners.size === 0 && t.timer !== null) {
          clearInterval(t.timer)
          t.timer = null
        }
      }
    },
    snapshot() {
      // While nobody listened the clock stood still: catch up before the next reader renders (back
      // too, if the system clock was set back meanwhile).
      if (t.timer === null && Math.abs(Date.now() - t.now) >= interval) t.now = Date.now()
      return t.now
    },
  }
  tickers.set(interval, t)
  return t
}

/** The current time in milliseconds, re-rendering every `interval` ms through one shared timer. */
export function useNow(interval = 5000): number {
  const t = ticker(interval)
  return useSyncExternalStore(t.subscribe, t.snapshot, t.snapshot)
}
