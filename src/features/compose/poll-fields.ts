import type { PollInput } from '@/api/statuses/endpoints'
import {
  cleanOptions,
  DURATION_UNITS,
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  type DurationUnit,
  type PollDraft,
} from './poll-rules'

// Apart from poll-rules.ts: only the poll editor and publishing use these, so home's first screen goes without them.

const isBlank = (option: string) => option.trim() === ''

/**
 * The option fields to show: at least two, and a new blank one as soon as every field is filled,
 * up to six.
 */
export function growOptions(options: readonly string[]): string[] {
  const grown = [...options]
  while (grown.length < MIN_POLL_OPTIONS) grown.push('')
  if (grown.length < MAX_POLL_OPTIONS && !grown.some(isBlank)) grown.push('')
  return grown.slice(0, MAX_POLL_OPTIONS)
}

/** A duration field's value as a whole number of units, at least 1. */
export function clampDuration(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1
}

/** Seconds the poll stays open: number × 3600 (hour) or × 86400 (day). */
export function durationSeconds(duration: number, unit: DurationUnit): number {
  return clampDuration(duration) * DURATION_UNITS[unit]
}

/** The poll as the create call takes it. */
export function pollInput(poll: PollDraft): PollInput {
  return {
    options: cleanOptions(poll.options),
    expiresIn: durationSeconds(poll.duration, poll.unit),
    multiple: poll.multiple,
  }
}
