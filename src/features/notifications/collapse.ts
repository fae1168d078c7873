import type { Notification } from '@/api/notifications/types'

/** Consecutive notifications of one kind about one post, shown as one entry. */
export type NotificationGroup = {
  /** The id of the newest notification of the group. */
  key: string
  type: string
  /** Newest first; the first one's account is named, the others counted. */
  notifications: Notification[]
}

function reactionOf(n: Notification): string | null {
  return n.reaction?.content ?? n.emoji ?? null
}

/** Two notifications collapse when they are of the same type, about the same post, with the same reaction. */
export function collapsesWith(a: Notification, b: Notification): boolean {
  if (!a.status || !b.status) return false
  if (a.type !== b.type || (a.subtype ?? null) !== (b.subtype ?? null)) return false
  if (a.status.id !== b.status.id) return false
  return reactionOf(a) === reactionOf(b)
}

/** Groups consecutive notifications about the same post (spec §2). */
export function collapseNotifications(notifications: readonly Notification[]): NotificationGroup[] {
  const groups: NotificationGroup[] = []
  for (const n of notifications) {
    const last = groups.at(-1)
    const head = last?.notifications[0]
    if (last && head && collapsesWith(head, n)) {
      // One entry per account: the same person liking twice is still one person.
      if (!last.notifications.some((m) => m.account.id === n.account.id)) last.notifications.push(n)
      continue
    }
    groups.push({ key: n.id, type: n.type, notifications: [n] })
  }
  return groups
}
