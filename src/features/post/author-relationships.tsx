import { useQueryClient } from '@tanstack/react-query'
import { useRelationshipBatches } from '@/api/relationships/queries'
import type { Status } from '@/api/statuses/types'
import { useViewer } from './viewer'

/** The authors whose posts (the originals, for reposts) a group shows, the viewer left out. */
export function authorIds(statuses: readonly Status[], viewerId: string | null): string[] {
  const ids = statuses.map((s) => (s.reblog ?? s).account.id).filter((id) => id !== viewerId)
  return [...new Set(ids)]
}

/**
 * Loads the viewer's relationships with the authors on screen: one batched call per group (a page
 * of a feed, or a thread), so that the More menu can offer Mute or Unmute. Renders nothing.
 */
export function AuthorRelationships({ groups }: { groups: readonly (readonly Status[])[] }) {
  const queryClient = useQueryClient()
  const { user } = useViewer()
  const viewerId = user?.id ?? null
  useRelationshipBatches(
    queryClient,
    groups.map((statuses) => authorIds(statuses, viewerId)),
    user !== null,
  )
  return null
}
