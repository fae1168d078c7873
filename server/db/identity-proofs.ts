import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'

/**
 * A verified identity proof (FEP-c390) as stored on an account: the DID that signed, the proof
 * suite, the signature as multibase and the time the claim was made.
 */
export type StoredProof = {
  issuer: string
  proof_type: string
  proof_value: string
  created_at: string
}

export function proofsOf(row: Pick<AccountRow, 'identity_proofs'>): StoredProof[] {
  try {
    const list = JSON.parse(row.identity_proofs) as unknown
    if (!Array.isArray(list)) return []
    return list.filter(
      (p): p is StoredProof => typeof p === 'object' && p !== null && typeof (p as StoredProof).issuer === 'string',
    )
  } catch {
    return []
  }
}

/** Adds a proof, replacing an earlier one of the same DID (Mitra keeps one proof per issuer). */
export function addProof(db: Db, row: AccountRow, proof: StoredProof, now = new Date().toISOString()): void {
  const proofs = [...proofsOf(row).filter((p) => p.issuer !== proof.issuer), proof]
  stmt(db, 'UPDATE accounts SET identity_proofs = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(proofs),
    now,
    row.id,
  )
}

/** Removes the proof of one DID, if the account has one (Mitra's remove_identity_proof). */
export function removeProof(db: Db, row: AccountRow, issuer: string, now = new Date().toISOString()): void {
  const proofs = proofsOf(row).filter((p) => p.issuer !== issuer)
  stmt(db, 'UPDATE accounts SET identity_proofs = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(proofs),
    now,
    row.id,
  )
}

/** The local account other than `exceptId` that already holds a proof from this DID. */
export function localHolderOfDid(db: Db, did: string, exceptId: string): string | undefined {
  const rows = stmt(
    db,
    `SELECT id, identity_proofs FROM accounts WHERE hostname IS NULL AND id != ? AND identity_proofs != '[]'`,
  ).all(exceptId) as Pick<AccountRow, 'id' | 'identity_proofs'>[]
  return rows.find((r) => proofsOf(r).some((p) => p.issuer === did))?.id
}
