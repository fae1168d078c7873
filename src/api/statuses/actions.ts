import { requestJson } from '@/lib/http'
import type { Status } from './types'

const statusPath = (id: string) => `/api/v1/statuses/${encodeURIComponent(id)}`
const post = (path: string, json?: object) => requestJson<Status>(path, { method: 'POST', requireAuth: true, json })

/** Thrown when a reblog answer lacks the reposted post (the spec's message). */
export const REBLOG_NULL = 'reblog property is null'

export const favourite = (id: string) => post(`${statusPath(id)}/favourite`)
export const unfavourite = (id: string) => post(`${statusPath(id)}/unfavourite`)

/**
 * Reposts a post, to the reposter's followers only with `visibility` "private" (Mitra 4.3+). Mitra
 * answers with the repost; the reposted original is its `reblog`.
 */
export async function reblog(id: string, visibility?: 'private'): Promise<Status> {
  const repost = await post(`${statusPath(id)}/reblog`, visibility && { visibility })
  if (!repost?.reblog) throw new Error(REBLOG_NULL)
  return repost.reblog
}
/** Undoes a repost; Mitra answers with the original post. */
export const unreblog = (id: string) => post(`${statusPath(id)}/unreblog`)

export const bookmark = (id: string) => post(`${statusPath(id)}/bookmark`)
export const unbookmark = (id: string) => post(`${statusPath(id)}/unbookmark`)
export const pin = (id: string) => post(`${statusPath(id)}/pin`)
export const unpin = (id: string) => post(`${statusPath(id)}/unpin`)

const reactionPath = (id: string, emoji: string) =>
  `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions/${encodeURIComponent(emoji)}`

/** Reacts with a unicode emoji or a custom emoji's shortcode. */
export const addReaction = (id: string, emoji: string) =>
  requestJson<Status>(reactionPath(id, emoji), { method: 'PUT', requireAuth: true })
export const removeReaction = (id: string, emoji: string) =>
  requestJson<Status>(reactionPath(id, emoji), { method: 'DELETE', requireAuth: true })

/** Saves a public post to IPFS; the answer carries its ipfs_cid. */
export const makePermanent = (id: string) => post(`${statusPath(id)}/make_permanent`)

/**
 * Admin: asks the server to fetch the replies of a remote post (answers 204, works in the
 * background). Since 5.5.0 Mitra reads a JSON body `{use_context}` and refuses the call without
 * one (400 'Content type error'); `false` keeps 3.21's behaviour (the post's replies, 404 for a
 * local post). 3.21 reads no body and ignores it, so every version gets the same request.
 */
export const loadConversation = (id: string) =>
  requestJson<null>(`${statusPath(id)}/load_conversation`, {
    method: 'POST',
    json: { use_context: false },
    requireAuth: true,
  })
