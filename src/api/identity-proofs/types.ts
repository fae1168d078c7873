/** The only proof type the key form uses: Ed25519 over the claim bytes, not prehashed. */
export const PROOF_TYPE = 'minisign-unhashed'

/** GET identity_proof (identity_claim on newer servers): what the user signs. */
export type IdentityClaim = {
  did: string
  /** Hex of the bytes to sign (128 characters for minisign-unhashed). */
  claim: string
  /** Echoed unchanged in the proof. */
  created_at: string
}

export type IdentityProofInput = {
  did: string
  signature: string
  created_at: string
}
