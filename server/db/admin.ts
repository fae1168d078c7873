import type { RoleName } from '../domain/roles'
import type { AccountRow } from './accounts'
import { stmt, type Db } from './database'

export type AdminAccountRow = { account: AccountRow; role: RoleName; lastLogin: string | null }

/**
 * The accounts of this instance's users, newest first, each with its role and the time of its
 * latest token (v5.9.1 mitra_models/src/accounts/queries.rs get_accounts_for_admin: no paging).
 */
export function adminAccounts(db: Db): AdminAccountRow[] {
  const rows = stmt(
    db,
    `SELECT a.*, u.role AS admin_role, (SELECT max(t.created_at) FROM oauth_tokens t WHERE t.user_id = u.account_id)
       AS admin_last_login
     FROM accounts a JOIN users u ON u.account_id = a.id
     ORDER BY a.created_at DESC, a.id DESC`,
  ).all() as (AccountRow & { admin_role: RoleName; admin_last_login: string | null })[]
  return rows.map(({ admin_role, admin_last_login, ...account }) => ({
    account,
    role: admin_role,
    lastLogin: admin_last_login,
  }))
}

/** Deletes an account, local or remote, with everything that is its own (the foreign keys cascade). */
export function deleteAccount(db: Db, accountId: string): void {
  stmt(db, 'DELETE FROM accounts WHERE id = ?').run(accountId)
}
