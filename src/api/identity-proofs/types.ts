/** The only proof type the key form uses: Ed25519 over the claim bytes, not prehashed. */
export const PROOF_TYPE = 'minisign-unhashed'
/** An Ethereum address proven by an EIP-191 signature of the claim (shown as $ETH). */
export const ETHEREUM_PROOF_TYPE = 'ethereum'

/** GET identity_proof (identity_claim on newer servers): what the user signs. */
export type IdentityClaim = {
  did: string
  /** Hex of the bytes to sign (minisign-unhashed), or the JCS text of the claim (ethereum). */
  claim: string
  /** Echoed unchanged in the proof. */
  created_at: string
}

export type IdentityProofInput = {
  did: string
  signature: string
  created_at: string
}
