import type { Account } from '../accounts/types'

/** Which groups of the member: those they follow or those they moderate (Mitra 5.6+ `filter`). */
export type GroupFilter = 'following' | 'moderating'

/** A group is an account with `is_group: true`. */
export type Group = Account

/** GET /api/v1/groups/{id}/source: the description's Markdown, null when it has none. */
export type GroupSource = { description: string | null }

/** One of GET /api/v1/groups/{id}/members: a moderator of the group (the only affiliation Mitra 5.9 lists). */
export type GroupMember = { account: Account; affiliation: 'admin' }

/** A new group: its name (a local username) and an optional Markdown description. */
export type NewGroup = { name: string; description?: string }
