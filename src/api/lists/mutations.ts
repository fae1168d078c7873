import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { Account } from '../accounts/types'
import { timelineKeys } from '../timelines/queries'
import {
  addCustomFeedMember,
  createCustomFeed,
  deleteCustomFeed,
  removeCustomFeedMember,
  renameCustomFeed,
  type MembersPage,
} from './endpoints'
import { customFeedKeys } from './queries'
import type { CustomFeed } from './types'

type Members = InfiniteData<MembersPage, string | null>

/** A new feed joins the end of the index (the server lists feeds in creation order). */
export function feedCreated(queryClient: QueryClient, feed: CustomFeed): void {
  queryClient.setQueryData(customFeedKeys.detail(feed.id), feed)
  queryClient.setQueryData<CustomFeed[]>(customFeedKeys.index(), (feeds) =>
    feeds && !feeds.some((f) => f.id === feed.id) ? [...feeds, feed] : feeds,
  )
}

/** The new title everywhere the feed is kept. */
export function feedRenamed(queryClient: QueryClient, feed: CustomFeed): void {
  queryClient.setQueryData(customFeedKeys.detail(feed.id), feed)
  queryClient.setQueryData<CustomFeed[]>(customFeedKeys.index(), (feeds) =>
    feeds?.map((f) => (f.id === feed.id ? feed : f)),
  )
}

/**
 * The feed leaves the index. Its own queries are left to expire: the screen showing them is
 * still mounted while this runs, and removing them would fetch the deleted feed again.
 */
export function feedDeleted(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<CustomFeed[]>(customFeedKeys.index(), (feeds) => feeds?.filter((f) => f.id !== id))
  // Mitra's feeds are exclusive: the posts of their members come back to home.
  void queryClient.invalidateQueries({ queryKey: timelineKeys.home() })
}

/** A new member shows first; the pages keep the cursors they were loaded with. */
export function memberAdded(queryClient: QueryClient, id: string, account: Account): void {
  queryClient.setQueryData<Members>(customFeedKeys.members(id), (data) => {
    if (!data || data.pages.some((page) => page.items.some((a) => a.id === account.id))) return data
    const [first, ...rest] = data.pages
    if (!first) return data
    return { ...data, pages: [{ ...first, items: [account, ...first.items] }, ...rest] }
  })
  refreshTimelines(queryClient, id)
}

export function memberRemoved(queryClient: QueryClient, id: string, accountId: string): void {
  queryClient.setQueryData<Members>(customFeedKeys.members(id), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((a) => a.id !== accountId) })) }
      : data,
  )
  refreshTimelines(queryClient, id)
}

/** Members decide what the feed shows, and what home leaves out. */
function refreshTimelines(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: customFeedKeys.timeline(id) })
  void queryClient.invalidateQueries({ queryKey: timelineKeys.home() })
}

export function useCreateCustomFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (title: string) => createCustomFeed(title),
    onSuccess: (feed) => feedCreated(queryClient, feed),
  })
}

export function useRenameCustomFeed(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (title: string) => renameCustomFeed(id, title),
    onSuccess: (feed) => feedRenamed(queryClient, feed),
  })
}

export function useDeleteCustomFeed(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteCustomFeed(id),
    onSuccess: () => feedDeleted(queryClient, id),
  })
}

export function useAddCustomFeedMember(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (account: Account) => addCustomFeedMember(id, account.id),
    onSuccess: (_result, account) => memberAdded(queryClient, id, account),
  })
}

export function useRemoveCustomFeedMember(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (account: Account) => removeCustomFeedMember(id, account.id),
    onSuccess: (_result, account) => memberRemoved(queryClient, id, account.id),
  })
}
