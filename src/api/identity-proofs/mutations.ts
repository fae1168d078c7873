import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CredentialAccount } from '@/api/accounts/types'
import { replaceCurrentUser } from '@/api/migrations/current-user'
import { useToken } from '@/lib/session'
import { createIdentityProof, getIdentityClaim } from './endpoints'
import type { IdentityProofInput } from './types'

/** Step 1: asks the server for the claim of a public key (a mutation: it is made on demand). */
export function useIdentityClaim() {
  return useMutation({ mutationFn: (publicKey: string) => getIdentityClaim(publicKey.trim()) })
}

/** Step 2: sends the signature; the signed-in user is replaced with the answer. */
export function useCreateIdentityProof() {
  const queryClient = useQueryClient()
  const token = useToken()
  return useMutation({
    mutationFn: (input: IdentityProofInput) => createIdentityProof(input),
    onSuccess: (user: CredentialAccount) => replaceCurrentUser(queryClient, token, user),
  })
}
