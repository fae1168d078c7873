import type { FastifyInstance } from 'fastify'
import { didKeyFromEd25519, ed25519FromDidKey } from '../crypto/did-key'
import { hexBytes, isEthereumAddress, recoverPersonalSignAddress } from '../crypto/ethereum'
import {
  chronoTimestamp,
  claimMessage,
  CRYPTOSUITE,
  CRYPTOSUITE_EDDSA_JCS,
  identityClaim,
  proofValue,
  verifyEd25519,
  type EddsaCryptosuite,
} from '../crypto/identity-claim'
import { canonicalJson } from '../crypto/jcs'
import { parseMinisignPublicKey, parseMinisignSignature } from '../crypto/minisign'
import { addProof, localHolderOfDid, proofsOf, removeProof } from '../db/identity-proofs'
import type { User } from '../db/accounts'
import type { MitraDialect } from '../dialect'
import { uuidErrorText } from '../domain/ids'
import { requireUser } from '../http/auth'
import { bodyObject, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notSupported, validationError } from '../http/errors'
import { MitraRefusal, requireBody } from '../http/mitra-request'
import { queryOf, requiredQueryString } from '../http/query'
import { actorId, credentialAccountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { reloadUser } from './settings'

/** Mitra's limit on identity proofs per profile. */
export const PROOF_LIMIT = 10
const UNHASHED = 'minisign-unhashed'

const ETHEREUM = 'ethereum'
/** Mitra's suite name for an EIP-191 signature over the JCS claim (FEP-c390). */
const EIP191_SUITE = 'MitraJcsEip191Signature2022'
const ETHEREUM_MAINNET = 'eip155:1'
const DID_PKH = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * Proof types: the web client only sends minisign-unhashed and ethereum, which this demo
 * verifies. The prehashed `minisign` type needs BLAKE2b claims it does not have, so it answers
 * 418 like an unconfigured feature.
 */
function checkProofType(type: string): void {
  if (type === UNHASHED || type === ETHEREUM) return
  if (type === 'minisign') throw notSupported()
  throw validationError('unknown proof type')
}

/** did:pkh:eip155:1:<address> of a wallet address; Mitra lower-cases it and checks nothing else. */
export const ethereumDid = (address: string) => `did:pkh:${ETHEREUM_MAINNET}:${address.toLowerCase()}`

/** The claim an Ethereum wallet signs (EIP-191): the JCS text of the identity statement. */
export const ethereumClaim = (did: string, actor: string) => canonicalJson(identityClaim(did, actor))

/**
 * Step 2 for a wallet, with Mitra's checks in its order: the DID's chain, one address per
 * profile, the signature as plain hex (no 0x), then the EIP-191 signer of the claim.
 */
async function verifyEthereumProof(user: User, did: string, signatureText: string, actor: string): Promise<string> {
  const pkh = DID_PKH.exec(did)
  if (!pkh) throw validationError('unexpected DID type')
  const [, namespace, reference, address = ''] = pkh
  if (`${namespace}:${reference}` !== ETHEREUM_MAINNET) throw validationError('unsupported chain ID')
  const current = proofsOf(user.account).find((p) => p.issuer.startsWith(`did:pkh:${ETHEREUM_MAINNET}:`))
  if (current && current.issuer.split(':').pop() !== address)
    throw validationError("DID doesn't match current identity")
  const signature = hexBytes(signatureText, { allowPrefix: false })
  if (!signature) throw validationError('invalid signature encoding')
  const signer = await recoverPersonalSignAddress(ethereumClaim(did, actor), signature)
  if (!isEthereumAddress(address) || signer !== address.toLowerCase()) throw validationError('invalid signature')
  return `0x${Buffer.from(signature).toString('hex')}`
}

const RFC3339 = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/i

/**
 * The posted `created_at` as Mitra reads and writes it again (chrono): UTC, with a 3, 6 or 9
 * digit fraction only when it is not zero. Other offsets are converted (to milliseconds).
 */
export function normalizeCreatedAt(text: string): string {
  const m = RFC3339.exec(text)
  if (!m || Number.isNaN(Date.parse(text)))
    throw validationError('Json deserialize error: input contains invalid characters')
  const [, seconds, fraction = '', zone] = m
  if (zone?.toUpperCase() !== 'Z') return chronoTimestamp(new Date(text))
  const nanos = fraction.padEnd(9, '0')
  if (/^0+$/.test(nanos)) return `${seconds?.toUpperCase()}Z`
  const digits = nanos.endsWith('000000') ? 3 : nanos.endsWith('000') ? 6 : 9
  return `${seconds?.toUpperCase()}.${nanos.slice(0, digits)}Z`
}

/** Where each dialect's router sends a GET of the claim path it does not have. */
const FALL_THROUGH = {
  // 5.0.0 removed GET identity_proof (4.16.0 had renamed it identity_claim); POST and DELETE stay,
  // so actix tries the next resource, get_account, whose web::Path<Uuid> refuses the segment.
  '5.9': {
    path: '/api/v1/accounts/identity_proof',
    rule: 'v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: no GET /identity_proof since 5.0.0 (the claim is GET /identity_claim), so it reaches get_account: web::Path<Uuid>',
  },
  // 3.21 serves the claim at GET identity_proof only; identity_claim came with 4.16.0.
  '3.21': {
    path: '/api/v1/accounts/identity_claim',
    rule: 'v3.21.0 src/mastodon_api/accounts/views.rs: no /identity_claim before 4.16.0 (the claim is GET /identity_proof), so it reaches get_account: web::Path<Uuid>',
  },
} as const satisfies Record<MitraDialect, { path: string; rule: string }>

/** The claim's path in each dialect: renamed identity_claim in Mitra 4.16.0. */
const CLAIM_PATH: Record<MitraDialect, string> = {
  '3.21': '/api/v1/accounts/identity_proof',
  '5.9': '/api/v1/accounts/identity_claim',
}

/** minisign-unhashed signs a jcs-eddsa-2022 claim in 3.21, an eddsa-jcs-2022 one since 4.12.0. */
const UNHASHED_SUITE: Record<MitraDialect, EddsaCryptosuite> = { '3.21': CRYPTOSUITE, '5.9': CRYPTOSUITE_EDDSA_JCS }

const PROOF_BODY_RULE =
  'v3.21.0 src/mastodon_api/accounts/views.rs (web::Json<IdentityProofData>), v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs (web::Json<IdentityProofForm>): create_identity_proof takes JSON only'

const DELETE_BODY_RULE =
  'v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: delete_identity_proof takes web::Json<IdentityProofDeleteForm> (JSON only)'

export function identityProofRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const suite = UNHASHED_SUITE[state.mitra]
  const fallThrough = FALL_THROUGH[state.mitra]

  // The claim path the other dialect has is an account id here: Path deserialize error, no auth asked.
  app.get(fallThrough.path, async () => {
    const segment = fallThrough.path.split('/').pop() ?? ''
    throw new MitraRefusal(400, `Path deserialize error: ${uuidErrorText(segment)}`, fallThrough.rule)
  })

  // Step 1: the claim to sign for a minisign or signify public key (the file or its key line).
  app.get(CLAIM_PATH[state.mitra], async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const type = requiredQueryString(query, 'proof_type')
    const signer = requiredQueryString(query, 'signer')
    checkProofType(type)
    const createdAt = chronoTimestamp(new Date())
    const ctx = serializeContext(state, req, user)
    if (type === ETHEREUM) {
      const did = ethereumDid(signer)
      return { did, claim: ethereumClaim(did, actorId(ctx, user.account)), created_at: createdAt }
    }
    const key = parseMinisignPublicKey(signer)
    if (!key) throw validationError('invalid key')
    const did = didKeyFromEd25519(key.publicKey)
    const claim = claimMessage(did, actorId(ctx, user.account), createdAt, suite).toString('hex')
    return { did, claim, created_at: createdAt }
  })

  // Step 2: the signature file over the claim bytes; a valid one becomes a proof on the profile.
  app.post('/api/v1/accounts/identity_proof', async (req) => {
    const user = requireUser(state, req)
    requireBody(req, state.mitra, ['json'], PROOF_BODY_RULE)
    const fields = bodyObject(req.body)
    const type = requiredString(fields, 'proof_type')
    const did = requiredString(fields, 'did')
    const signatureText = requiredString(fields, 'signature')
    const createdAt = normalizeCreatedAt(requiredString(fields, 'created_at'))
    checkProofType(type)
    if (type === ETHEREUM) {
      if (!DID_PKH.test(did) && !ed25519FromDidKey(did)) throw validationError('invalid DID')
      if (localHolderOfDid(db, did, user.account.id)) throw validationError('DID already associated with another user')
      const value = await verifyEthereumProof(
        user,
        did,
        signatureText,
        actorId(serializeContext(state, req, user), user.account),
      )
      const others = proofsOf(user.account).filter((p) => p.issuer !== did)
      if (others.length >= PROOF_LIMIT) throw validationError(`at most ${PROOF_LIMIT} identity proofs are allowed`)
      addProof(db, user.account, { issuer: did, proof_type: EIP191_SUITE, proof_value: value, created_at: createdAt })
      const updated = reloadUser(state, user.account.id)
      return credentialAccountEntity(serializeContext(state, req, updated), updated)
    }
    const publicKey = ed25519FromDidKey(did)
    if (!publicKey) throw validationError('invalid DID')
    if (localHolderOfDid(db, did, user.account.id)) throw validationError('DID already associated with another user')
    const signature = parseMinisignSignature(signatureText)
    if (!signature) throw validationError('invalid signature encoding')
    // Prehashed (ED) signatures are for the `minisign` type; minisign 0.10+ writes them unless given -l.
    if (signature.algorithm !== 'Ed') throw validationError('invalid signature type')
    const ctx = serializeContext(state, req, user)
    const message = claimMessage(did, actorId(ctx, user.account), createdAt, suite)
    if (!verifyEd25519(publicKey, message, signature.signature)) throw validationError('invalid signature')
    const others = proofsOf(user.account).filter((p) => p.issuer !== did)
    if (others.length >= PROOF_LIMIT) throw validationError(`at most ${PROOF_LIMIT} identity proofs are allowed`)
    addProof(db, user.account, {
      issuer: did,
      proof_type: suite,
      proof_value: proofValue(signature.signature),
      created_at: createdAt,
    })
    const updated = reloadUser(state, user.account.id)
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })

  if (state.mitra === '5.9') identityProofRemovalRoute(app, state)
}

/**
 * Mitra 4.15.0 (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs delete_identity_proof): a JSON
 * `{did}` (a did:key or did:pkh, else serde's "DID parse error"); the proof of that DID leaves the
 * profile, and a DID without one changes nothing. 3.21 has no DELETE here: its router answers 404.
 */
function identityProofRemovalRoute(app: FastifyInstance, state: AppState): void {
  app.delete('/api/v1/accounts/identity_proof', async (req) => {
    const user = requireUser(state, req)
    requireBody(req, state.mitra, ['json'], DELETE_BODY_RULE)
    const did = requiredString(bodyObject(req.body), 'did')
    if (!DID_PKH.test(did) && !ed25519FromDidKey(did)) throw validationError('Json deserialize error: DID parse error')
    removeProof(state.db, user.account, did)
    const updated = reloadUser(state, user.account.id)
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })
}
