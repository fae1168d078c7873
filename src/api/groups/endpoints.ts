import { requestJson, requestPage, type Page } from '@/lib/http'
import type { Status } from '../statuses/types'
import { PAGE_SIZE } from '../timelines/endpoints'
import type { Group, GroupMember, GroupSource, NewGroup } from './types'

export { getGroups } from './index-query'

const groupPath = (id: string) => `/api/v1/groups/${encodeURIComponent(id)}`

/** Creates a group the member moderates and follows (JSON only, as Mitra reads it). */
export const createGroup = (group: NewGroup) =>
  requestJson<Group>('/api/v1/groups', {
    method: 'POST',
    requireAuth: true,
    json: group.description ? { name: group.name, description: group.description } : { name: group.name },
  })

/** The description's Markdown, for its moderators. */
export const getGroupSource = (id: string, signal?: AbortSignal) =>
  requestJson<GroupSource>(`${groupPath(id)}/source`, { signal, requireAuth: true })

/** A new description (moderators only); answers the group's account. */
export const updateGroup = (id: string, description: string) =>
  requestJson<Group>(groupPath(id), { method: 'PATCH', requireAuth: true, json: { description } })

/** Deletes the group with its posts (moderators only; answers 204). */
export const deleteGroup = (id: string) => requestJson<null>(groupPath(id), { method: 'DELETE', requireAuth: true })

/** The group's moderators, newest first (no sign-in needed). */
export const getGroupMembers = (id: string, signal?: AbortSignal) =>
  requestJson<GroupMember[]>(`${groupPath(id)}/members`, { signal })

/** One page of the group's top-level posts, paged like the other timelines. */
export const getGroupTimelinePage = (id: string, maxId: string | null, signal?: AbortSignal): Promise<Page<Status>> =>
  requestPage<Status>(`/api/v1/timelines/group/${encodeURIComponent(id)}`, {
    signal,
    requireAuth: true,
    query: { limit: PAGE_SIZE, ...(maxId ? { max_id: maxId } : {}) },
  })

/**
 * A group moderator removes a post, with its replies, from the group's conversation (when the
 * post's `conversation.can_moderate`; answers 204).
 */
export const removeFromGroupThread = (statusId: string) =>
  requestJson<null>(`/api/v1/statuses/${encodeURIComponent(statusId)}/thread`, {
    method: 'DELETE',
    requireAuth: true,
  })
