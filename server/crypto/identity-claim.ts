import { createHash, verify } from 'node:crypto'
import { base58Encode } from './base58'
import { ed25519PublicKeyObject, keyMultibase } from './did-key'
import { canonicalJson } from './jcs'

/** The cryptosuite name Mitra 3.21 uses for minisign-unhashed proofs (renamed eddsa-jcs-2022 later). */
export const CRYPTOSUITE = 'jcs-eddsa-2022'
/** The cryptosuite of minisign-unhashed proofs since Mitra 4.12.0 (5.9 makes only these). */
export const CRYPTOSUITE_EDDSA_JCS = 'eddsa-jcs-2022'
export type EddsaCryptosuite = typeof CRYPTOSUITE | typeof CRYPTOSUITE_EDDSA_JCS

export function identityClaim(did: string, actorId: string) {
  return { type: 'VerifiableIdentityStatement', subject: did, alsoKnownAs: actorId }
}

/**
 * The proof config hashed into the claim. jcs-eddsa-2022 (3.21) names the DID itself as the
 * verification method; eddsa-jcs-2022 (4.12.0 on) names the key's method id, `did:key:z…#z…`.
 */
export function proofConfig(did: string, createdAt: string, cryptosuite: EddsaCryptosuite = CRYPTOSUITE) {
  const verificationMethod = cryptosuite === CRYPTOSUITE ? did : `${did}#${keyMultibase(did)}`
  return {
    type: 'DataIntegrityProof',
    cryptosuite,
    proofPurpose: 'assertionMethod',
    verificationMethod,
    created: createdAt,
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** The 64 bytes that are signed: SHA-256(JCS(proof config)) ‖ SHA-256(JCS(claim)). */
export function claimMessage(
  did: string,
  actorId: string,
  createdAt: string,
  cryptosuite: EddsaCryptosuite = CRYPTOSUITE,
): Buffer {
  return Buffer.concat([
    sha256(canonicalJson(proofConfig(did, createdAt, cryptosuite))),
    sha256(canonicalJson(identityClaim(did, actorId))),
  ])
}

/** Pure Ed25519 verification with a raw 32-byte public key. */
export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64) return false
  try {
    return verify(null, message, ed25519PublicKeyObject(publicKey), signature)
  } catch {
    return false
  }
}

/** FEP-c390 proofValue: multibase base58btc of the signature. */
export const proofValue = (signature: Uint8Array) => `z${base58Encode(signature)}`

/**
 * chrono's RFC 3339 form of a time, as Mitra's claim `created_at`: seconds, then a fraction of
 * 3, 6 or 9 digits only when it is not zero, then `Z`.
 */
export function chronoTimestamp(date: Date): string {
  const iso = date.toISOString()
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso
}
