import type { EmojiReaction, Status } from './types'

/** A toggle of a post: a flag with its action, or one emoji reaction. */
export type Toggle =
  | { kind: 'favourite' | 'bookmark' | 'pin' }
  /** `visibility` "private": a repost to followers only. */
  | { kind: 'reblog'; visibility?: 'private' }
  | { kind: 'reaction'; name: string; url?: string | null }

/** One key per toggle: the queue keeps one desired state per key. */
export function toggleKey(toggle: Toggle): string {
  return toggle.kind === 'reaction' ? `reaction:${toggle.name}` : toggle.kind
}

/** Whether the toggle is on in this copy of the post. */
export function isOn(status: Status, toggle: Toggle): boolean {
  switch (toggle.kind) {
    case 'favourite':
      return status.favourited
    case 'reblog':
      return status.reblogged
    case 'bookmark':
      return status.bookmarked
    case 'pin':
      return status.pinned
    case 'reaction':
      return (status.pleroma?.emoji_reactions ?? []).some((r) => r.name === toggle.name && r.me)
  }
}

const bump = (count: number | undefined, on: boolean) => Math.max(0, (count ?? 0) + (on ? 1 : -1))

function withReaction(
  reactions: readonly EmojiReaction[],
  toggle: Extract<Toggle, { kind: 'reaction' }>,
  on: boolean,
): EmojiReaction[] {
  const existing = reactions.find((r) => r.name === toggle.name)
  if (!existing) {
    return on ? [...reactions, { name: toggle.name, count: 1, me: true, url: toggle.url ?? null }] : [...reactions]
  }
  return reactions
    .map((r) => (r === existing ? { ...r, me: on, count: bump(r.count, on) } : r))
    .filter((r) => r.count > 0)
}

/**
 * A copy of the post with the toggle set to `on` and its count moved by one, as the server will
 * answer; the same post when it already is. Never changes the object it is given.
 */
export function applyToggle(status: Status, toggle: Toggle, on: boolean): Status {
  if (isOn(status, toggle) === on) return status
  switch (toggle.kind) {
    case 'favourite':
      return { ...status, favourited: on, favourites_count: bump(status.favourites_count, on) }
    case 'reblog':
      return { ...status, reblogged: on, reblogs_count: bump(status.reblogs_count, on) }
    case 'bookmark':
      return { ...status, bookmarked: on }
    case 'pin':
      return { ...status, pinned: on }
    case 'reaction':
      return {
        ...status,
        pleroma: {
          ...status.pleroma,
          emoji_reactions: withReaction(status.pleroma?.emoji_reactions ?? [], toggle, on),
        },
      }
  }
}
