import type { Instance } from '@/api/instance/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import type { PollInput } from '@/api/statuses/publish'
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
 * How many options a poll may have: spec §9's six on Mitra 3.21 (which takes ten), and the
 * instance's own `configuration.polls.max_options` on later releases (15 from 4.5, 20 from 4.20).
 */
export function maxPollOptions(instance: Pick<Instance, 'version' | 'configuration'> | null | undefined): number {
  const limit = instance?.configuration?.polls?.max_options
  return limit && mitraAtLeast(instance, '3.22.0') ? Math.max(MIN_POLL_OPTIONS, limit) : MAX_POLL_OPTIONS
}

/**
 * The option fields to show: at least two, and a new blank one as soon as every field is filled,
 * up to `max`.
 */
export function growOptions(options: readonly string[], max = MAX_POLL_OPTIONS): string[] {
  const grown = [...options]
  while (grown.length < MIN_POLL_OPTIONS) grown.push('')
  if (grown.length < max && !grown.some(isBlank)) grown.push('')
  return grown.slice(0, max)
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
