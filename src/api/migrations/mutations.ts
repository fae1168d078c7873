import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CredentialAccount } from '@/api/accounts/types'
import { useToken } from '@/lib/session'
import { replaceCurrentUser } from './current-user'
import { importFollowers, importFollows, moveFollowers } from './endpoints'

export function useImportFollows() {
  return useMutation({ mutationFn: (csv: string) => importFollows(csv) })
}

/** Import followers answers with the updated user, which replaces the cached one. */
export function useImportFollowers() {
  const queryClient = useQueryClient()
  const token = useToken()
  return useMutation({
    mutationFn: ({ fromActorId, csv }: { fromActorId: string; csv: string }) => importFollowers(fromActorId, csv),
    onSuccess: (user: CredentialAccount) => replaceCurrentUser(queryClient, token, user),
  })
}

/** Move followers answers with the updated user, which replaces the cached one. */
export function useMoveFollowers() {
  const queryClient = useQueryClient()
  const token = useToken()
  return useMutation({
    mutationFn: (targetAcct: string) => moveFollowers(targetAcct),
    onSuccess: (user: CredentialAccount) => replaceCurrentUser(queryClient, token, user),
  })
}
