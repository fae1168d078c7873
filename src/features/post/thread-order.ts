import type { Status } from '@/api/statuses/types'

export type ThreadEntry = {
  status: Status
  /** Replies nested under their parent: 0 for the top of the thread. */
  depth: number
  /** The post answers one that the viewer cannot see (spec: "Post is not available"). */
  parentUnavailable: boolean
}

/**
 * Orders a thread as a tree read top to bottom: each post followed by its replies (oldest first),
 * so ancestors come above the focused post and replies below. Posts whose parent is missing
 * start their own branch. The server's order is kept among posts of the same time.
 * O(n log n): one pass to group replies by parent, a sort per group, one walk.
 */
export function orderThread(statuses: readonly Status[]): ThreadEntry[] {
  const byId = new Map(statuses.map((s) => [s.id, s]))
  const children = new Map<string | null, Status[]>()
  for (const status of statuses) {
    const parent = status.in_reply_to_id && byId.has(status.in_reply_to_id) ? status.in_reply_to_id : null
    const list = children.get(parent) ?? []
    list.push(status)
    children.set(parent, list)
  }
  // Parsed once per post, not once per comparison.
  const times = new Map(statuses.map((s) => [s.id, Date.parse(s.created_at) || 0]))
  const time = (s: Status) => times.get(s.id) ?? 0
  for (const list of children.values()) list.sort((a, b) => time(a) - time(b))

  const entries: ThreadEntry[] = []
  const seen = new Set<string>()
  const visit = (status: Status, depth: number) => {
    if (seen.has(status.id)) return
    seen.add(status.id)
    const parentMissing = status.in_reply_to_id !== null && !byId.has(status.in_reply_to_id)
    // Mitra says so itself (pleroma.parent_visible); a parent absent from the thread means the same.
    const parentUnavailable =
      status.in_reply_to_id !== null && (status.pleroma?.parent_visible === false || parentMissing)
    entries.push({ status, depth, parentUnavailable })
    for (const child of children.get(status.id) ?? []) visit(child, depth + 1)
  }
  for (const root of children.get(null) ?? []) visit(root, 0)
  // A reply cycle in bad data leaves posts unreached: show them rather than lose them.
  for (const status of statuses) visit(status, 0)
  return entries
}
