import { randomBytes } from 'node:crypto'
import { stmt, type Db } from './database'

export type InviteCode = {
  code: string
  note: string | null
  created_at: string
  used_by: string | null
  used_at: string | null
}

export function createInviteCode(db: Db, note: string | null): string {
  const code = randomBytes(16).toString('hex')
  stmt(db, 'INSERT INTO invite_codes (code, note, created_at) VALUES (?, ?, ?)').run(
    code,
    note,
    new Date().toISOString(),
  )
  return code
}

/** An unused code, or undefined. */
export function findUsableInvite(db: Db, code: string): InviteCode | undefined {
  return stmt(db, 'SELECT * FROM invite_codes WHERE code = ? AND used_by IS NULL').get(code) as InviteCode | undefined
}

export function markInviteUsed(db: Db, code: string, accountId: string): void {
  stmt(db, 'UPDATE invite_codes SET used_by = ?, used_at = ? WHERE code = ?').run(
    accountId,
    new Date().toISOString(),
    code,
  )
}

export function listInviteCodes(db: Db): InviteCode[] {
  return stmt(db, 'SELECT * FROM invite_codes ORDER BY created_at').all() as InviteCode[]
}
