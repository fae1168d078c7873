import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addAlias, removeAlias } from './endpoints'
import { aliasKeys } from './queries'
import type { Aliases } from './types'

/** Adds an alias by address; the answer (the whole alias list) replaces the cached one. */
export function useAddAlias(accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (acct: string) => addAlias(acct),
    onSuccess: (aliases: Aliases) => queryClient.setQueryData(aliasKeys.all(accountId), aliases),
  })
}

/** Removes a declared alias by actor id; the answer replaces the cached list. */
export function useRemoveAlias(accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (actorId: string) => removeAlias(actorId),
    onSuccess: (aliases: Aliases) => queryClient.setQueryData(aliasKeys.all(accountId), aliases),
  })
}
