import type { PollInput } from '@/api/statuses/endpoints'

/** Spec §9: 2 to 6 option fields. */
export const MIN_POLL_OPTIONS = 2
export const MAX_POLL_OPTIONS = 6

export const DURATION_UNITS = { hour: 3600, day: 86_400 } as const
export type DurationUnit = keyof typeof DURATION_UNITS

export type PollDraft = {
  options: string[]
  /** How many units the poll stays open (at least 1). */
  duration: number
  unit: DurationUnit
  multiple: boolean
}

/** A fresh poll: two blank options, open for 1 day, single choice. */
export function newPoll(): PollDraft {
  return { options: ['', ''], duration: 1, unit: 'day', multiple: false }
}

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

/** The options sent: trimmed, blank ones dropped. */
export function cleanOptions(options: readonly string[]): string[] {
  return options.map((o) => o.trim()).filter((o) => o !== '')
}

/** A duration field's value as a whole number of units, at least 1. */
export function clampDuration(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1
}

/** Seconds the poll stays open: number × 3600 (hour) or × 86400 (day). */
export function durationSeconds(duration: number, unit: DurationUnit): number {
  return clampDuration(duration) * DURATION_UNITS[unit]
}

/** A poll needs at least two non-blank options before the post can be published. */
export function pollIsComplete(poll: PollDraft): boolean {
  return cleanOptions(poll.options).length >= MIN_POLL_OPTIONS
}

/** The poll as the create call takes it. */
export function pollInput(poll: PollDraft): PollInput {
  return {
    options: cleanOptions(poll.options),
    expiresIn: durationSeconds(poll.duration, poll.unit),
    multiple: poll.multiple,
  }
}
