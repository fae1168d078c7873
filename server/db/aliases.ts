import { LOCAL_URL, localActorPath } from '../domain/urls'
import { getAccountByAcct, type AccountRow } from './accounts'
import { stmt, type Db } from './database'

/**
 * Aliases (ActivityPub alsoKnownAs) are stored on each account as a JSON list of actor ids. A
 * remote account of the demo seed may name a local actor: those ids start with LOCAL_URL
 * instead of the instance URL, which depends on the address the demo was started on.
 */
export function storedAliases(row: AccountRow): string[] {
  try {
    const list = JSON.parse(row.aliases) as unknown
    return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string') : []
  } catch {
    return []
  }
}

/** The aliases with local ids completed with the instance URL. */
export function aliasesOf(row: AccountRow, instanceUrl: string): string[] {
  return storedAliases(row).map((id) => (id.startsWith(LOCAL_URL) ? instanceUrl + id.slice(LOCAL_URL.length) : id))
}

export function setAliases(
  db: Db,
  accountId: string,
  aliases: readonly string[],
  now = new Date().toISOString(),
): void {
  stmt(db, 'UPDATE accounts SET aliases = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(aliases), now, accountId)
}

/** The actor id of a local account as stored in a remote account's alias list. */
export const storedLocalActorId = (username: string) => LOCAL_URL + localActorPath(username)

/** A known account by actor id: local ones by `{instance}/users/{name}`, remote ones by their stored id. */
export function accountByActorId(db: Db, actorId: string, instanceUrl: string): AccountRow | undefined {
  const localPrefix = `${instanceUrl}${localActorPath('')}`
  if (actorId.startsWith(localPrefix)) {
    const username = actorId.slice(localPrefix.length)
    return stmt(db, 'SELECT * FROM accounts WHERE username = ? AND hostname IS NULL').get(username) as
      AccountRow | undefined
  }
  return stmt(db, 'SELECT * FROM accounts WHERE actor_id = ?').get(actorId) as AccountRow | undefined
}

/** A known account by `user@host`; the instance's own host (with or without port) means a local account. */
export function accountByAddress(
  db: Db,
  address: { username: string; hostname: string },
  instanceHost: string,
): AccountRow | undefined {
  const own = new Set([instanceHost, instanceHost.replace(/:\d+$/, '')])
  if (own.has(address.hostname)) {
    return stmt(db, 'SELECT * FROM accounts WHERE username = ? AND hostname IS NULL').get(address.username) as
      AccountRow | undefined
  }
  return getAccountByAcct(db, `${address.username}@${address.hostname}`)
}

/** Mitra's address of an account: user@host, with the instance hostname (no port) for local ones. */
export function addressOf(row: AccountRow, instanceHost: string): string {
  return row.hostname === null ? `${row.username}@${instanceHost.replace(/:\d+$/, '')}` : row.acct
}

/** Accounts following the given one (all of them, newest first): exports and moves. */
export function allFollowers(db: Db, accountId: string): AccountRow[] {
  return stmt(
    db,
    'SELECT a.* FROM follows f JOIN accounts a ON a.id = f.source_id WHERE f.target_id = ? ORDER BY f.id DESC',
  ).all(accountId) as AccountRow[]
}

export function allFollowing(db: Db, accountId: string): AccountRow[] {
  return stmt(
    db,
    'SELECT a.* FROM follows f JOIN accounts a ON a.id = f.target_id WHERE f.source_id = ? ORDER BY f.id DESC',
  ).all(accountId) as AccountRow[]
}
