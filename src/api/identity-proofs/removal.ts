import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CredentialAccount, Field } from '@/api/accounts/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import type { Instance } from '@/api/instance/types'
import { replaceCurrentUser } from '@/api/migrations/current-user'
import { requestJson } from '@/lib/http'
import { useToken } from '@/lib/session'

/** DELETE /api/v1/accounts/identity_proof: Mitra 4.15.0. */
export const canRemoveIdentityProofs = (instance: Pick<Instance, 'version'> | null | undefined) =>
  mitraAtLeast(instance, '4.15.0')

/**
 * The DID of a proof as the account shows it (v5.9.1 accounts/types.rs: a did:key as "Key" and its
 * multibase key, a did:pkh on Ethereum as "$ETH" and its address), or null for another kind.
 */
export function proofDid(proof: Pick<Field, 'name' | 'value'>): string | null {
  if (proof.name === 'Key' && /^z[1-9A-HJ-NP-Za-km-z]+$/.test(proof.value)) return `did:key:${proof.value}`
  if (proof.name === '$ETH' && /^0x[0-9a-fA-F]{40}$/.test(proof.value)) return `did:pkh:eip155:1:${proof.value}`
  return null
}

/** Takes the proof of `did` off the profile; the signed-in user is replaced with the answer. */
export function useRemoveIdentityProof() {
  const queryClient = useQueryClient()
  const token = useToken()
  return useMutation({
    mutationFn: (did: string) =>
      requestJson<CredentialAccount>('/api/v1/accounts/identity_proof', {
        method: 'DELETE',
        json: { did },
        requireAuth: true,
      }),
    onSuccess: (user) => replaceCurrentUser(queryClient, token, user),
  })
}
