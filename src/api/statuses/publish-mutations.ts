import { useMutation, useQueryClient } from '@tanstack/react-query'
import { timelineKeys } from '../timelines/queries'
import { createStatus, previewStatus, updateStatus, type NewStatus, type StatusEdit } from './publish'
import { primeStatuses, statusKeys } from './queries'
import type { Status } from './types'

/** Work to finish before the post is sent (e.g. saving attachment descriptions); part of the same pending state. */
type Prepare = { prepare?: () => Promise<void> }

export type CreateStatusInput = NewStatus & Prepare & { idempotencyKey: string }

/** Publishes a post; on success the post is cached and every timeline and thread refreshes. */
export function useCreateStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ idempotencyKey, prepare, ...post }: CreateStatusInput) => {
      await prepare?.()
      return createStatus(post, idempotencyKey)
    },
    onSuccess: async (status) => {
      primeStatuses(queryClient, [status])
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: timelineKeys.all }),
        queryClient.invalidateQueries({ queryKey: statusKeys.threads() }),
      ])
    },
  })
}

export type UpdateStatusInput = StatusEdit & Prepare & { id: string }

/** Saves an edited post and merges the answer into the post's detail key, which every card reads. */
export function useUpdateStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, prepare, ...edit }: UpdateStatusInput) => {
      await prepare?.()
      return updateStatus(id, edit)
    },
    onSuccess: async (saved, { id }) => {
      queryClient.setQueryData<Status>(statusKeys.detail(id), (old) => (old ? { ...old, ...saved } : saved))
      await queryClient.invalidateQueries({ queryKey: statusKeys.threads() })
    },
  })
}

/** Renders markdown through the server without publishing (POST /api/v1/statuses/preview). */
export function usePreviewStatus() {
  return useMutation({ mutationFn: (text: string) => previewStatus(text) })
}
