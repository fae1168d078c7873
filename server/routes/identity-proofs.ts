import type { FastifyInstance } from 'fastify'
import { didKeyFromEd25519, ed25519FromDidKey } from '../crypto/did-key'
import { chronoTimestamp, claimMessage, CRYPTOSUITE, proofValue, verifyEd25519 } from '../crypto/identity-claim'
import { parseMinisignPublicKey, parseMinisignSignature } from '../crypto/minisign'
import { addProof, localHolderOfDid, proofsOf } from '../db/identity-proofs'
import { requireUser } from '../http/auth'
import { bodyObject, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notSupported, validationError } from '../http/errors'
import { queryOf, requiredQueryString } from '../http/query'
import { actorId, credentialAccountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { reloadUser } from './settings'

/** Mitra's limit on identity proofs per profile. */
export const PROOF_LIMIT = 10
const UNHASHED = 'minisign-unhashed'

/**
 * Proof types: the web client only sends minisign-unhashed (and ethereum for wallets). This
 * demo verifies minisign-unhashed; `ethereum` and the prehashed `minisign` type need checks it
 * does not have (EIP-191 recovery, BLAKE2b claims), so they answer 418 like an unconfigured feature.
 */
function checkProofType(type: string): void {
  if (type === UNHASHED) return
  if (type === 'ethereum' || type === 'minisign') throw notSupported()
  throw validationError('unknown proof type')
}

const RFC3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i

/**
 * The posted `created_at` as Mitra reads and writes it again (chrono): UTC, with a 3, 6 or 9
 * digit fraction only when it is not zero. Other offsets are converted (to milliseconds).
 */
export function normalizeCreatedAt(text: string): string {
  const m = RFC3339.exec(text)
  if (!m || Number.isNaN(Date.parse(text))) throw validationError('Json deserialize error: input contains invalid characters')
  const [, seconds, fraction = '', zone] = m
  if (zone?.toUpperCase() !== 'Z') return chronoTimestamp(new Date(text))
  const nanos = fraction.padEnd(9, '0')
  if (/^0+$/.test(nanos)) return `${seconds?.toUpperCase()}Z`
  const digits = nanos.endsWith('000000') ? 3 : nanos.endsWith('000') ? 6 : 9
  return `${seconds?.toUpperCase()}.${nanos.slice(0, digits)}Z`
}

export function identityProofRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // Step 1: the claim to sign for a minisign or signify public key (the file or its key line).
  app.get('/api/v1/accounts/identity_proof', async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const type = requiredQueryString(query, 'proof_type')
    const signer = requiredQueryString(query, 'signer')
    checkProofType(type)
    const key = parseMinisignPublicKey(signer)
    if (!key) throw validationError('invalid key')
    const did = didKeyFromEd25519(key.publicKey)
    const createdAt = chronoTimestamp(new Date())
    const ctx = serializeContext(state, req, user)
    const claim = claimMessage(did, actorId(ctx, user.account), createdAt).toString('hex')
    return { did, claim, created_at: createdAt }
  })

  // Step 2: the signature file over the claim bytes; a valid one becomes a proof on the profile.
  app.post('/api/v1/accounts/identity_proof', async (req) => {
    const user = requireUser(state, req)
    const fields = bodyObject(req.body)
    const type = requiredString(fields, 'proof_type')
    const did = requiredString(fields, 'did')
    const signatureText = requiredString(fields, 'signature')
    const createdAt = normalizeCreatedAt(requiredString(fields, 'created_at'))
    checkProofType(type)
    const publicKey = ed25519FromDidKey(did)
    if (!publicKey) throw validationError('invalid DID')
    if (localHolderOfDid(db, did, user.account.id)) throw validationError('DID already associated with another user')
    const signature = parseMinisignSignature(signatureText)
    if (!signature) throw validationError('invalid signature encoding')
    // Prehashed (ED) signatures are for the `minisign` type; minisign 0.10+ writes them unless given -l.
    if (signature.algorithm !== 'Ed') throw validationError('invalid signature type')
    const ctx = serializeContext(state, req, user)
    const message = claimMessage(did, actorId(ctx, user.account), createdAt)
    if (!verifyEd25519(publicKey, message, signature.signature)) throw validationError('invalid signature')
    const others = proofsOf(user.account).filter((p) => p.issuer !== did)
    if (others.length >= PROOF_LIMIT) throw validationError(`at most ${PROOF_LIMIT} identity proofs are allowed`)
    addProof(db, user.account, { issuer: did, proof_type: CRYPTOSUITE, proof_value: proofValue(signature.signature), created_at: createdAt })
    const updated = reloadUser(state, user.account.id)
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })
}
