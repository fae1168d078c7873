import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/http'
import { timelineKeys } from '../timelines/queries'
import {
  addReaction,
  bookmark,
  favourite,
  loadConversation,
  makePermanent,
  pin,
  reblog,
  removeReaction,
  unbookmark,
  unfavourite,
  unpin,
  unreblog,
} from './actions'
import { statusKeys } from './queries'
import { applyToggle, isOn, toggleKey, type Toggle } from './status-toggles'
import type { Status } from './types'

export type ToggleErrorHandler = (error: Error, toggle: Toggle, on: boolean) => void

type Entry = { toggle: Toggle; desired: boolean; confirmed: boolean; onError?: ToggleErrorHandler }
type PostQueue = { entries: Map<string, Entry>; running: boolean }

// One queue per post and query client: the toggles of a post go to the server one at a time.
const queues = new WeakMap<QueryClient, Map<string, PostQueue>>()

function queueOf(queryClient: QueryClient, postId: string): PostQueue {
  let byPost = queues.get(queryClient)
  if (!byPost) {
    byPost = new Map()
    queues.set(queryClient, byPost)
  }
  let queue = byPost.get(postId)
  if (!queue) {
    queue = { entries: new Map(), running: false }
    byPost.set(postId, queue)
  }
  return queue
}

function send(postId: string, toggle: Toggle, on: boolean): Promise<Status> {
  switch (toggle.kind) {
    case 'favourite':
      return on ? favourite(postId) : unfavourite(postId)
    case 'reblog':
      return on ? reblog(postId, toggle.visibility) : unreblog(postId)
    case 'bookmark':
      return on ? bookmark(postId) : unbookmark(postId)
    case 'pin':
      return on ? pin(postId) : unpin(postId)
    case 'reaction':
      return on ? addReaction(postId, toggle.name) : removeReaction(postId, toggle.name)
  }
}

/** Undoing something the server no longer has (a repost or reaction already gone) reached the goal. */
const alreadyUndone = (error: unknown, toggle: Toggle, on: boolean) =>
  !on && (toggle.kind === 'reblog' || toggle.kind === 'reaction') && error instanceof ApiError && error.status === 404

/**
 * Works through a post's queue: for each toggle whose wanted state differs from the server's, one
 * call, then the next. Clicks that arrive meanwhile only change the wanted state, so a double click
 * costs nothing and unliking a like still being made ends unliked. A failure puts the toggle back
 * to the server's state and reports it; the last answer is written to the cache once all settled.
 */
async function drain(queryClient: QueryClient, postId: string): Promise<void> {
  const queue = queueOf(queryClient, postId)
  const key = statusKeys.detail(postId)
  let latest: Status | null = null
  let reblogged = false
  try {
    for (;;) {
      const entry = [...queue.entries.values()].find((e) => e.desired !== e.confirmed)
      if (!entry) break
      const target = entry.desired
      try {
        latest = await send(postId, entry.toggle, target)
        entry.confirmed = target
        if (entry.toggle.kind === 'reblog') reblogged = true
      } catch (error) {
        if (alreadyUndone(error, entry.toggle, target)) {
          entry.confirmed = target
          continue
        }
        entry.desired = entry.confirmed
        queryClient.setQueryData<Status>(key, (s) => (s ? applyToggle(s, entry.toggle, entry.confirmed) : s))
        console.warn('Post action failed', error)
        entry.onError?.(error instanceof Error ? error : new Error(String(error)), entry.toggle, target)
      }
    }
    if (latest) queryClient.setQueryData(key, latest)
  } finally {
    queue.running = false
    queue.entries.clear()
    queues.get(queryClient)?.delete(postId)
  }
  // A repost adds to (or leaves) the home timeline and the profile: refresh them on their next showing.
  if (reblogged) await queryClient.invalidateQueries({ queryKey: timelineKeys.all, refetchType: 'none' })
}

/**
 * Optimistic toggle of a post (like, repost, bookmark, pin, a reaction): the change shows at once
 * on every screen holding the post (its detail key), the server is called in order through the
 * post's queue, and a failure rolls back and calls `onError`. Needs no hook, so that a card costs
 * nothing until it is used: the mutation (key statusKeys.mutation(id), which priming respects) is
 * made when the queue starts.
 */
export function toggleStatus(
  queryClient: QueryClient,
  shown: Status,
  toggle: Toggle,
  on: boolean,
  onError?: ToggleErrorHandler,
): void {
  const postId = shown.id
  const queue = queueOf(queryClient, postId)
  const id = toggleKey(toggle)
  const entry = queue.entries.get(id) ?? { toggle, desired: on, confirmed: isOn(shown, toggle) }
  entry.toggle = toggle
  entry.desired = on
  entry.onError = onError
  queue.entries.set(id, entry)
  queryClient.setQueryData<Status>(statusKeys.detail(postId), (s) => applyToggle(s ?? shown, toggle, on))
  if (queue.running) return
  queue.running = true
  const observer = new MutationObserver(queryClient, {
    mutationKey: statusKeys.mutation(postId),
    mutationFn: () => drain(queryClient, postId),
  })
  observer.mutate().catch((error: unknown) => console.warn('Post actions stopped', error))
}

/** Saves the author's public post to IPFS and writes the answer's ipfs_cid to the post. */
export async function savePermanently(queryClient: QueryClient, postId: string): Promise<Status> {
  const saved = await makePermanent(postId)
  queryClient.setQueryData<Status>(statusKeys.detail(postId), (s) => (s ? { ...s, ipfs_cid: saved.ipfs_cid } : saved))
  return saved
}

/** Admin: asks the server to load the replies of a remote post; they arrive in the background. */
export const loadReplies = (postId: string): Promise<void> => loadConversation(postId).then(() => undefined)
