import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { accountKeys } from '@/api/accounts/queries'
import { statusKeys } from '@/api/statuses/queries'
import { timelineKeys } from '@/api/timelines/queries'
import { deleteAccountAsAdmin, deletePostAsAdmin } from './endpoints'
import { adminKeys } from './queries'
import type { Status } from '@/api/statuses/types'
import type { Page } from '@/lib/http'
import type { AdminAccount } from './types'

/**
 * Takes a post (and reposts of it) out of every cached timeline, as the author's delete does
 * (api/statuses/mutations.ts); kept here so that the home screen's code does not grow.
 */
function dropFromTimelines(queryClient: ReturnType<typeof useQueryClient>, id: string): void {
  const keep = (s: Status) => s.id !== id && s.reblog?.id !== id
  queryClient.setQueriesData<InfiniteData<Page<Status>>>({ queryKey: timelineKeys.all }, (data) =>
    data && data.pages.some((page) => !page.items.every(keep))
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter(keep) })) }
      : data,
  )
}

/** Deletes an account as an admin; once gone it leaves the list, and its posts the timelines when read again. */
export function useDeleteAccountAsAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteAccountAsAdmin(id),
    onSuccess: async (_done, id) => {
      queryClient.setQueryData<AdminAccount[]>(adminKeys.accounts(), (list) => list?.filter((a) => a.id !== id))
      queryClient.removeQueries({ queryKey: accountKeys.detail(id), exact: true })
      await queryClient.invalidateQueries({ queryKey: timelineKeys.all })
    },
  })
}

/** Deletes someone else's post as an admin: it leaves every cached timeline, as the author's delete does. */
export function useDeletePostAsAdmin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deletePostAsAdmin(id),
    onSuccess: async (_done, id) => {
      dropFromTimelines(queryClient, id)
      queryClient.removeQueries({ queryKey: statusKeys.detail(id), exact: true })
      // Profiles' posts (profileKeys.statuses) are read again without it.
      const profilePosts = (key: readonly unknown[]) => key[0] === accountKeys.all[0] && key[3] === 'statuses'
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKeys.threads() }),
        queryClient.invalidateQueries({ predicate: (query) => profilePosts(query.queryKey) }),
      ])
    },
  })
}
