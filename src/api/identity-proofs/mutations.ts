import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceQuery } from '@/api/instance/queries'
import { replaceCurrentUser } from '@/api/migrations/current-user'
import { useToken } from '@/lib/session'
import { createEthereumProof, createIdentityProof, getEthereumClaim, getIdentityClaim } from './endpoints'
import type { IdentityProofInput } from './types'

/** The instance as the route guards loaded it: its version says where the claim is. */
const knownInstance = (queryClient: QueryClient) => queryClient.getQueryData(instanceQuery().queryKey)

/** Step 1: asks the server for the claim of a public key (a mutation: it is made on demand). */
export function useIdentityClaim() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (publicKey: string) => getIdentityClaim(publicKey.trim(), { instance: knownInstance(queryClient) }),
  })
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

/** What linking needs of a wallet: its address, and a personal_sign that yields null when refused. */
export type SigningWallet = { address: string; sign: (message: string) => Promise<string | null> }

/**
 * Links the wallet's Ethereum address (spec §6): claim for the address, the wallet signs it, the
 * proof is sent. Null when the person refused to sign; the signed-in user is replaced otherwise.
 */
export function useLinkEthereumAddress() {
  const queryClient = useQueryClient()
  const token = useToken()
  return useMutation({
    mutationFn: async (wallet: SigningWallet): Promise<CredentialAccount | null> => {
      const { did, claim, created_at } = await getEthereumClaim(wallet.address, {
        instance: knownInstance(queryClient),
      })
      const signature = await wallet.sign(claim)
      if (signature === null) return null
      return createEthereumProof({ did, signature, created_at })
    },
    onSuccess: (user) => {
      if (user) replaceCurrentUser(queryClient, token, user)
    },
  })
}
