import { useQueryClient } from '@tanstack/react-query'
import { memo } from 'react'
import { useRelationshipBatch } from '@/api/relationships/queries'
import type { Status } from '@/api/statuses/types'
import { useViewer } from './viewer'

/** The authors whose posts (the originals, for reposts) a group shows, the viewer left out. */
export function authorIds(statuses: readonly Status[], viewerId: string | null): string[] {
  const ids = statuses.map((s) => (s.reblog ?? s).account.id).filter((id) => id !== viewerId)
  return [...new Set(ids)]
}

/**
 * One group's call. Memoised: a feed's loaded pages keep their arrays, so a long feed that changes
 * (a page added, a fetch starting or ending) renders only the batch of a new page, not one per page.
 */
const Batch = memo(function Batch({ statuses, viewerId }: { statuses: readonly Status[]; viewerId: string | null }) {
  const queryClient = useQueryClient()
  useRelationshipBatch(queryClient, authorIds(statuses, viewerId), viewerId !== null)
  return null
})

/**
 * Loads the viewer's relationships with the authors on screen: one batched call per group (a page
 * of a feed, or a thread), so that the More menu can offer Mute or Unmute. Renders nothing.
 */
export function AuthorRelationships({ groups }: { groups: readonly (readonly Status[])[] }) {
  const { user } = useViewer()
  const viewerId = user?.id ?? null
  // A page keeps its place in the list, so each batch keeps its query as pages are added.
  return groups.map((statuses, i) => <Batch key={i} statuses={statuses} viewerId={viewerId} />)
}
