import type { Account, CustomEmoji } from '@/api/accounts/types'
import type { Notification } from '@/api/notifications/types'
import type { Status } from '@/api/statuses/types'

/** What someone did to the reader's post: the three kinds a post group gathers. */
export type EngagementKind = 'favourite' | 'reaction' | 'reblog'

export type Engagement = {
  kind: EngagementKind
  /** The reaction's emoji (kind 'reaction'), its text and custom image when there is one. */
  reaction: { content: string; emoji: CustomEmoji | null } | null
  /** The notification that told it. */
  id: string
  created_at: string
}

/** One person of a post group, with everything they did to the post, newest first. */
export type EngagedPerson = {
  account: Account
  engagements: Engagement[]
}

/**
 * Everyone who liked, reacted to or reposted one post of the reader's, within what is loaded:
 * one entry wherever its newest notification is.
 */
export type PostGroup = {
  kind: 'post'
  /** Stable across pages and refreshes: one group per post. */
  key: string
  status: Status
  /** The newest notification of the group (its time and its place in the list). */
  newest: Notification
  /** Newest first by their newest engagement; each person once. */
  people: EngagedPerson[]
  /** The kinds present, in the fixed order favourite, reaction, reblog. */
  kinds: EngagementKind[]
}

/** Any other notification, with the consecutive ones about one post and of one type collapsed. */
export type SingleGroup = {
  kind: 'single'
  key: string
  type: string
  /** Newest first; the first one's account is named, the others counted. */
  notifications: Notification[]
}

export type NotificationGroup = PostGroup | SingleGroup

/** Which notifications the list shows: all, or only the ones that mention the reader (replies too). */
export type NotificationFilter = 'all' | 'mentions'

const KIND_ORDER: readonly EngagementKind[] = ['favourite', 'reaction', 'reblog']

/** The kind of engagement a notification tells, or null for any other notification. */
export function engagementKind(n: Notification): EngagementKind | null {
  switch (n.type) {
    case 'favourite':
      return 'favourite'
    case 'emoji_reaction':
    case 'pleroma:emoji_reaction':
      return 'reaction'
    case 'reblog':
      return 'reblog'
    default:
      return null
  }
}

/** Mitra sends the reaction in `reaction`; Pleroma-style servers send only the `emoji` copy. */
export function reactionOf(n: Notification): { content: string; emoji: CustomEmoji | null } | null {
  if (n.reaction) return { content: n.reaction.content, emoji: n.reaction.emoji ?? null }
  if (n.emoji)
    return {
      content: n.emoji,
      emoji: n.emoji_url ? { shortcode: n.emoji.replace(/^:|:$/g, ''), url: n.emoji_url } : null,
    }
  return null
}

/** A mention or a reply (Mitra's mention with subtype reply): what the Mentions filter keeps. */
export function isMention(n: Notification): boolean {
  return n.type === 'mention'
}

/** Two notifications collapse when they are of the same type, about the same post, with the same reaction. */
export function collapsesWith(a: Notification, b: Notification): boolean {
  if (!a.status || !b.status) return false
  if (a.type !== b.type || (a.subtype ?? null) !== (b.subtype ?? null)) return false
  if (a.status.id !== b.status.id) return false
  return (reactionOf(a)?.content ?? null) === (reactionOf(b)?.content ?? null)
}

const sameEngagement = (a: Engagement, b: Engagement) =>
  a.kind === b.kind && (a.reaction?.content ?? null) === (b.reaction?.content ?? null)

/**
 * The list's entries (spec §2, issue 19): likes, reactions and reposts of one post gathered into
 * one group wherever the newest of them is, each person once with all they did; any other
 * notification its own entry, consecutive ones of one type about one post collapsed. `items` are
 * newest first, as the pages come; a later page adds people to the groups already shown.
 */
export function groupNotifications(
  items: readonly Notification[],
  filter: NotificationFilter = 'all',
): NotificationGroup[] {
  const groups: NotificationGroup[] = []
  const byPost = new Map<string, PostGroup>()
  const seen = new Set<string>()
  for (const n of items) {
    // A page boundary can repeat a notification when newer ones arrived in between.
    if (seen.has(n.id)) continue
    seen.add(n.id)
    if (filter === 'mentions' && !isMention(n)) continue
    const kind = engagementKind(n)
    if (kind && n.status) {
      let group = byPost.get(n.status.id)
      if (!group) {
        group = { kind: 'post', key: `post-${n.status.id}`, status: n.status, newest: n, people: [], kinds: [] }
        byPost.set(n.status.id, group)
        groups.push(group)
      }
      const engagement: Engagement = {
        kind,
        reaction: kind === 'reaction' ? reactionOf(n) : null,
        id: n.id,
        created_at: n.created_at,
      }
      let person = group.people.find((p) => p.account.id === n.account.id)
      if (!person) {
        person = { account: n.account, engagements: [] }
        group.people.push(person)
      }
      // Liking twice (after an unlike) is still one like.
      if (!person.engagements.some((e) => sameEngagement(e, engagement))) person.engagements.push(engagement)
      if (!group.kinds.includes(kind)) group.kinds = KIND_ORDER.filter((k) => k === kind || group.kinds.includes(k))
      continue
    }
    const last = groups.at(-1)
    if (last?.kind === 'single') {
      const head = last.notifications[0]
      if (head && collapsesWith(head, n)) {
        // One entry per account: the same person mentioning twice in a row is still one person.
        if (!last.notifications.some((m) => m.account.id === n.account.id)) last.notifications.push(n)
        continue
      }
    }
    groups.push({ kind: 'single', key: `n-${n.id}`, type: n.type, notifications: [n] })
  }
  return groups
}
