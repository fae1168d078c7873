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

/** The options sent: trimmed, blank ones dropped. */
export function cleanOptions(options: readonly string[]): string[] {
  return options.map((o) => o.trim()).filter((o) => o !== '')
}

/** A poll needs at least two non-blank options before the post can be published. */
export function pollIsComplete(poll: PollDraft): boolean {
  return cleanOptions(poll.options).length >= MIN_POLL_OPTIONS
}
