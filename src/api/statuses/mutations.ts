import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import { timelineKeys } from '../timelines/queries'
import { createStatus, deleteStatus, type NewStatus } from './endpoints'
import { primeStatuses, statusKeys } from './queries'
import type { Status } from './types'

export type CreateStatusInput = NewStatus & { idempotencyKey: string }

/** Publishes a post; on success the post is cached and every timeline and thread refreshes. */
export function useCreateStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ idempotencyKey, ...post }: CreateStatusInput) => createStatus(post, idempotencyKey),
    onSuccess: async (status) => {
      primeStatuses(queryClient, [status])
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
        queryClient.invalidateQueries({ queryKey: statusKeys.threads() }),
      ])
    },
  })
}

/** Removes a post (and reposts of it) from every cached timeline without touching the cached objects. */
function removeFromTimelines(queryClient: QueryClient, id: string): void {
  const keep = (s: Status) => s.id !== id && s.reblog?.id !== id
  queryClient.setQueriesData<InfiniteData<Page<Status>>>({ queryKey: timelineKeys.all }, (data) =>
    data && data.pages.some((page) => !page.items.every(keep))
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter(keep) })) }
      : data,
  )
}

/** Deletes a post; the UI asks for confirmation first. */
export function useDeleteStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteStatus(id),
    onSuccess: async (_deleted, id) => {
      removeFromTimelines(queryClient, id)
      queryClient.removeQueries({ queryKey: statusKeys.detail(id), exact: true })
      await queryClient.invalidateQueries({ queryKey: statusKeys.threads() })
    },
  })
}
