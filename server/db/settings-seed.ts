/**
 * The demo's aliases and identity proof, so that the alias, move and import screens have
 * something to work with (call after the accounts exist):
 * - mira@remote.example names alice as an alias: alice can move her followers to mira, and once
 *   alice adds mira as an alias, mira shows as verified.
 * - otto@remote.example and erin name each other, and erin has a linked key: erin can import
 *   followers from otto's actor id (bob follows otto in the seed).
 */
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto'
import { didKeyFromEd25519 } from '../crypto/did-key'
import { claimMessage, CRYPTOSUITE, proofValue } from '../crypto/identity-claim'
import { localActorPath } from '../domain/urls'
import type { AccountRow } from './accounts'
import { setAliases, storedLocalActorId } from './aliases'
import type { Db } from './database'
import { addProof } from './identity-proofs'

/** Where the demo's stored proof says erin lives; the real address varies, and stored proofs are not re-checked. */
const PROOF_INSTANCE_URL = 'http://localhost:3000'
const PROOF_CREATED_AT = '2025-03-24T12:00:00Z'

/** A fixed Ed25519 key for erin's proof, from a seed so that every demo has the same DID. */
function demoKey() {
  const seed = createHash('sha256').update('parley demo key of erin').digest()
  const privateKey = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = new Uint8Array(createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(12))
  return { privateKey, publicKey }
}

export const SEEDED_ALIASES = {
  move: { member: 'alice', target: 'mira@remote.example' },
  import: { member: 'erin', from: 'otto@remote.example' },
}

export function seedSettings(db: Db, accounts: ReadonlyMap<string, AccountRow>): void {
  const who = (acct: string): AccountRow => {
    const row = accounts.get(acct)
    if (!row) throw new Error(`seed: unknown account ${acct}`)
    return row
  }
  const mira = who(SEEDED_ALIASES.move.target)
  const otto = who(SEEDED_ALIASES.import.from)
  const erin = who(SEEDED_ALIASES.import.member)
  setAliases(db, mira.id, [storedLocalActorId(SEEDED_ALIASES.move.member)], mira.updated_at)
  setAliases(db, otto.id, [storedLocalActorId(erin.username)], otto.updated_at)
  if (otto.actor_id) setAliases(db, erin.id, [otto.actor_id], erin.updated_at)

  const { privateKey, publicKey } = demoKey()
  const did = didKeyFromEd25519(publicKey)
  const message = claimMessage(did, PROOF_INSTANCE_URL + localActorPath(erin.username), PROOF_CREATED_AT)
  const signature = new Uint8Array(sign(null, message, privateKey))
  addProof(
    db,
    erin,
    { issuer: did, proof_type: CRYPTOSUITE, proof_value: proofValue(signature), created_at: PROOF_CREATED_AT },
    erin.updated_at,
  )
}
