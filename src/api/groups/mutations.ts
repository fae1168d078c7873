import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { accountKeys } from '../accounts/queries'
import { removeFromTimelines } from '../statuses/mutations'
import { statusKeys } from '../statuses/queries'
import { createGroup, deleteGroup, removeFromGroupThread, updateGroup } from './endpoints'
import { groupKeys } from './index-query'
import type { Group, NewGroup } from './types'

const indexes = { queryKey: [...groupKeys.all, 'index'] }

/** The group's profile as read by its address (/@name), whatever form of the address the page used. */
const byAcct = { queryKey: [...accountKeys.all, 'acct'] }

/** The group's account everywhere it is cached: its profile (by id and by address) and the lists of groups. */
export function groupChanged(queryClient: QueryClient, group: Group): void {
  queryClient.setQueryData(accountKeys.detail(group.id), group)
  queryClient.setQueriesData<Group>(byAcct, (old) => (old?.id === group.id ? group : old))
  queryClient.setQueriesData<Group[]>(indexes, (list) => list?.map((g) => (g.id === group.id ? group : g)))
}

/** A deleted group leaves the lists of groups, and its profile, members and timeline are dropped. */
export function groupDeleted(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Group[]>(indexes, (list) => list?.filter((g) => g.id !== id))
  queryClient.removeQueries({ ...byAcct, predicate: (query) => (query.state.data as Group | undefined)?.id === id })
  for (const key of [accountKeys.detail(id), groupKeys.members(id), groupKeys.source(id), groupKeys.timeline(id)])
    queryClient.removeQueries({ queryKey: key, exact: true })
}

/** Creating a group; the lists of groups are read again (the server decides its place). */
export const createGroupMutation = (queryClient: QueryClient) => ({
  mutationKey: [...groupKeys.all, 'create'],
  mutationFn: (group: NewGroup) => createGroup(group),
  onSuccess: async (group: Group) => {
    queryClient.setQueryData(accountKeys.detail(group.id), group)
    await queryClient.invalidateQueries(indexes)
  },
})

/** A new description for a group the member moderates. */
export const updateGroupMutation = (queryClient: QueryClient, id: string) => ({
  mutationKey: [...groupKeys.all, 'update', id],
  mutationFn: (description: string) => updateGroup(id, description),
  onSuccess: (group: Group) => {
    groupChanged(queryClient, group)
    queryClient.removeQueries({ queryKey: groupKeys.source(id), exact: true })
  },
})

/** Deleting a group the member moderates (the UI asks for confirmation first); its posts go with it. */
export const deleteGroupMutation = (queryClient: QueryClient) => ({
  mutationKey: [...groupKeys.all, 'delete'],
  mutationFn: (id: string) => deleteGroup(id),
  onSuccess: async (_answer: null, id: string) => {
    groupDeleted(queryClient, id)
    await queryClient.invalidateQueries({ queryKey: statusKeys.threads() })
  },
})

/** A moderator removes a post (and its replies) from a group's conversation. */
export const removeFromGroupThreadMutation = (queryClient: QueryClient) => ({
  mutationKey: [...groupKeys.all, 'remove-from-thread'],
  mutationFn: (statusId: string) => removeFromGroupThread(statusId),
  onSuccess: async (_answer: null, statusId: string) => {
    removeFromTimelines(queryClient, statusId)
    queryClient.removeQueries({ queryKey: statusKeys.detail(statusId), exact: true })
    await queryClient.invalidateQueries({ queryKey: statusKeys.threads() })
  },
})

export const useCreateGroup = () => useMutation(createGroupMutation(useQueryClient()))
export const useUpdateGroup = (id: string) => useMutation(updateGroupMutation(useQueryClient(), id))
export const useDeleteGroup = () => useMutation(deleteGroupMutation(useQueryClient()))
export const useRemoveFromGroupThread = () => useMutation(removeFromGroupThreadMutation(useQueryClient()))
