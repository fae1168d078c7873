import type { CredentialAccount } from '@/api/accounts/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import type { Instance } from '@/api/instance/types'
import { ApiError, requestJson } from '@/lib/http'
import { ETHEREUM_PROOF_TYPE, PROOF_TYPE, type IdentityClaim, type IdentityProofInput } from './types'

const PROOF_PATH = '/api/v1/accounts/identity_proof'
/** Mitra 3.21 gives the claim at GET identity_proof; 4.16.0 renamed it identity_claim and 5.0.0 removed the old GET. */
const LEGACY_CLAIM_PATH = PROOF_PATH
const CLAIM_PATH = '/api/v1/accounts/identity_claim'
/** Since 4.16.0 the claim is GET identity_claim. */
const CLAIM_RENAMED_IN = '4.16.0'

/** The claim paths to try, the instance's own first: its version tells which one it has. */
export function claimPaths(instance: Pick<Instance, 'version'> | null | undefined): readonly [string, string] {
  return mitraAtLeast(instance, CLAIM_RENAMED_IN) ? [CLAIM_PATH, LEGACY_CLAIM_PATH] : [LEGACY_CLAIM_PATH, CLAIM_PATH]
}

/** actix's answer when `/{account_id}`'s Path<Uuid> meets a segment that is no id. */
const PATH_ERROR_PREFIX = 'Path deserialize error'

/**
 * Whether the server has no such claim route. Mitra's router sends a path it lacks on to the
 * `{account_id}` route, which refuses it with a 400 whose text is the only sign (an exception to
 * branching on status alone); other servers and proxies answer 404 or 405.
 */
export function isMissingClaimRoute(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.status === 404 || error.status === 405) return true
  return error.status === 400 && error.message.startsWith(PATH_ERROR_PREFIX)
}

export type ClaimOptions = {
  /** What the key signs: minisign-unhashed by default, or ethereum. */
  proofType?: string
  /** The instance as known (its `version` picks the path); unknown is taken as 3.21. */
  instance?: Pick<Instance, 'version'> | null
  signal?: AbortSignal
}

/**
 * The claim to sign for a public key (the whole minisign/signify .pub file, or its key line). When
 * the path the version points to is missing (a version hidden or misreported), the other is tried.
 */
export async function getIdentityClaim(
  signer: string,
  { proofType = PROOF_TYPE, instance, signal }: ClaimOptions = {},
): Promise<IdentityClaim> {
  const options = { query: { proof_type: proofType, signer }, signal, requireAuth: true }
  const [path, otherPath] = claimPaths(instance)
  try {
    return await requestJson<IdentityClaim>(path, options)
  } catch (error) {
    if (isMissingClaimRoute(error)) return requestJson<IdentityClaim>(otherPath, options)
    throw error
  }
}

/** The signature text as the server wants it: trimmed, without a leading 0x. */
export function normalizeSignature(signature: string): string {
  const trimmed = signature.trim()
  return trimmed.startsWith('0x') ? trimmed.slice(2) : trimmed
}

/** Sends the signed claim (JSON in every release); the answer is the signed-in user with the new verified key. */
export const createIdentityProof = ({ did, signature, created_at }: IdentityProofInput) =>
  requestJson<CredentialAccount>(PROOF_PATH, {
    method: 'POST',
    json: { proof_type: PROOF_TYPE, did, signature: normalizeSignature(signature), created_at },
    requireAuth: true,
  })

/** The claim linking an Ethereum address: its JCS text, signed as a personal message. */
export const getEthereumClaim = (address: string, options: Omit<ClaimOptions, 'proofType'> = {}) =>
  getIdentityClaim(address, { ...options, proofType: ETHEREUM_PROOF_TYPE })

/** Sends the wallet's signature of the claim (hex without 0x, as the server decodes it). */
export const createEthereumProof = ({ did, signature, created_at }: IdentityProofInput) =>
  requestJson<CredentialAccount>(PROOF_PATH, {
    method: 'POST',
    json: { proof_type: ETHEREUM_PROOF_TYPE, did, signature: normalizeSignature(signature), created_at },
    requireAuth: true,
  })
