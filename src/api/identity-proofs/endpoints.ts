import type { CredentialAccount } from '@/api/accounts/types'
import { ApiError, requestJson } from '@/lib/http'
import { ETHEREUM_PROOF_TYPE, PROOF_TYPE, type IdentityClaim, type IdentityProofInput } from './types'

const PROOF_PATH = '/api/v1/accounts/identity_proof'
// Mitra 4.16 renamed the claim call to identity_claim and 5.0 removed the old path: try both.
const CLAIM_PATH_NEW = '/api/v1/accounts/identity_claim'

/** The claim to sign for a public key (the whole minisign/signify .pub file, or its key line). */
export async function getIdentityClaim(
  signer: string,
  signal?: AbortSignal,
  proofType: string = PROOF_TYPE,
): Promise<IdentityClaim> {
  const options = { query: { proof_type: proofType, signer }, signal, requireAuth: true }
  try {
    return await requestJson<IdentityClaim>(PROOF_PATH, options)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) {
      return requestJson<IdentityClaim>(CLAIM_PATH_NEW, options)
    }
    throw error
  }
}

/** The signature text as the server wants it: trimmed, without a leading 0x. */
export function normalizeSignature(signature: string): string {
  const trimmed = signature.trim()
  return trimmed.startsWith('0x') ? trimmed.slice(2) : trimmed
}

/** Sends the signed claim; the answer is the signed-in user with the new verified key. */
export const createIdentityProof = ({ did, signature, created_at }: IdentityProofInput) =>
  requestJson<CredentialAccount>(PROOF_PATH, {
    method: 'POST',
    json: { proof_type: PROOF_TYPE, did, signature: normalizeSignature(signature), created_at },
    requireAuth: true,
  })

/** The claim linking an Ethereum address: its JCS text, signed as a personal message. */
export const getEthereumClaim = (address: string, signal?: AbortSignal) =>
  getIdentityClaim(address, signal, ETHEREUM_PROOF_TYPE)

/** Sends the wallet's signature of the claim (hex without 0x, as the server decodes it). */
export const createEthereumProof = ({ did, signature, created_at }: IdentityProofInput) =>
  requestJson<CredentialAccount>(PROOF_PATH, {
    method: 'POST',
    json: { proof_type: ETHEREUM_PROOF_TYPE, did, signature: normalizeSignature(signature), created_at },
    requireAuth: true,
  })
