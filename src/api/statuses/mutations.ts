import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import { timelineKeys } from '../timelines/queries'
import { deleteStatus } from './endpoints'
import { statusKeys } from './queries'
import type { Status } from './types'

/** Removes a post (and reposts of it) from every cached timeline without touching the cached objects. */
export function removeFromTimelines(queryClient: QueryClient, id: string): void {
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
