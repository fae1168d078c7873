import { uuidV4 } from '../domain/ids'
import type { RoleName } from '../domain/roles'
import { stmt, type Db } from './database'

export type AccountRow = {
  id: string
  username: string
  hostname: string | null
  acct: string
  actor_id: string | null
  actor_url: string | null
  display_name: string | null
  bio: string | null
  bio_source: string | null
  avatar_file: string | null
  avatar_media_type: string | null
  header_file: string | null
  header_media_type: string | null
  locked: number
  bot: number
  mention_policy: 'none' | 'only_known' | 'only_contacts'
  fields: string
  identity_proofs: string
  payment_options: string
  aliases: string
  /** 1 for a group (Mitra 5.6.0 actor type Group, the 5.9 dialect only). */
  is_group: number
  created_at: string
  updated_at: string
}

export type UserRow = {
  account_id: string
  password_hash: string | null
  role: RoleName
  login_address_ethereum: string | null
  login_address_monero: string | null
  client_config: string
  /** SharedClientConfig (Mitra 4.17.0): public, private or subscribers. */
  default_post_visibility: 'public' | 'private' | 'subscribers'
  /** ISO 639-1 or null (Mitra 4.17.0). */
  default_post_language: string | null
  invite_code: string | null
  created_at: string
}

export type User = { account: AccountRow; user: UserRow }

export function getAccount(db: Db, id: string): AccountRow | undefined {
  return stmt(db, 'SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow | undefined
}

export function getAccountByAcct(db: Db, acct: string): AccountRow | undefined {
  return stmt(db, 'SELECT * FROM accounts WHERE acct = ?').get(acct) as AccountRow | undefined
}

export function getUserRow(db: Db, accountId: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE account_id = ?').get(accountId) as UserRow | undefined
}

export function getLocalUser(db: Db, username: string): User | undefined {
  const account = stmt(db, 'SELECT * FROM accounts WHERE username = ? AND hostname IS NULL').get(username) as
    AccountRow | undefined
  if (!account) return undefined
  const user = getUserRow(db, account.id)
  return user ? { account, user } : undefined
}

export function getUser(db: Db, accountId: string): User | undefined {
  const account = getAccount(db, accountId)
  const user = account && getUserRow(db, accountId)
  return account && user ? { account, user } : undefined
}

export type NewLocalAccount = {
  id?: string
  username: string
  passwordHash: string | null
  role: RoleName
  displayName?: string | null
  bio?: string | null
  bioSource?: string | null
  avatarFile?: string | null
  avatarMediaType?: string | null
  headerFile?: string | null
  headerMediaType?: string | null
  fields?: { name: string; value: string; value_source?: string }[]
  inviteCode?: string | null
  createdAt?: string
}

export function insertLocalUser(db: Db, data: NewLocalAccount): User {
  const id = data.id ?? uuidV4()
  const now = data.createdAt ?? new Date().toISOString()
  stmt(
    db,
    `INSERT INTO accounts (id, username, hostname, acct, display_name, bio, bio_source, avatar_file, avatar_media_type,
       header_file, header_media_type, fields, created_at, updated_at)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    data.username,
    data.username,
    data.displayName ?? null,
    data.bio ?? null,
    data.bioSource ?? null,
    data.avatarFile ?? null,
    data.avatarMediaType ?? null,
    data.headerFile ?? null,
    data.headerMediaType ?? null,
    JSON.stringify(data.fields ?? []),
    now,
    now,
  )
  stmt(db, 'INSERT INTO users (account_id, password_hash, role, invite_code, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    data.passwordHash,
    data.role,
    data.inviteCode ?? null,
    now,
  )
  const user = getUser(db, id)
  if (!user) throw new Error('account was not stored')
  return user
}

export type NewRemoteAccount = {
  id?: string
  username: string
  hostname: string
  actorId: string
  actorUrl: string
  displayName?: string | null
  bio?: string | null
  avatarFile?: string | null
  avatarMediaType?: string | null
  bot?: boolean
  createdAt?: string
}

export function insertRemoteAccount(db: Db, data: NewRemoteAccount): AccountRow {
  const id = data.id ?? uuidV4()
  const now = data.createdAt ?? new Date().toISOString()
  stmt(
    db,
    `INSERT INTO accounts (id, username, hostname, acct, actor_id, actor_url, display_name, bio, avatar_file,
       avatar_media_type, bot, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    data.username,
    data.hostname,
    `${data.username}@${data.hostname}`,
    data.actorId,
    data.actorUrl,
    data.displayName ?? null,
    data.bio ?? null,
    data.avatarFile ?? null,
    data.avatarMediaType ?? null,
    data.bot ? 1 : 0,
    now,
    now,
  )
  const row = getAccount(db, id)
  if (!row) throw new Error('account was not stored')
  return row
}

export function setRole(db: Db, accountId: string, role: RoleName): void {
  stmt(db, 'UPDATE users SET role = ? WHERE account_id = ?').run(role, accountId)
}

export function setPasswordHash(db: Db, accountId: string, hash: string): void {
  stmt(db, 'UPDATE users SET password_hash = ? WHERE account_id = ?').run(hash, accountId)
}

export function listLocalUsers(db: Db): { id: string; username: string; role: RoleName; created_at: string }[] {
  return stmt(
    db,
    `SELECT a.id, a.username, u.role, a.created_at FROM accounts a JOIN users u ON u.account_id = a.id
     ORDER BY a.created_at, a.username`,
  ).all() as { id: string; username: string; role: RoleName; created_at: string }[]
}

/** The first admin by creation date: the instance's contact account. */
export function getFirstAdmin(db: Db): AccountRow | undefined {
  return stmt(
    db,
    `SELECT a.* FROM accounts a JOIN users u ON u.account_id = a.id WHERE u.role = 'admin'
     ORDER BY a.created_at, a.id LIMIT 1`,
  ).get() as AccountRow | undefined
}

export type AccountCounts = { followers: number; following: number; subscribers: number; statuses: number }

export function getAccountCounts(db: Db, id: string, now: string): AccountCounts {
  return stmt(
    db,
    `SELECT
       (SELECT COUNT(*) FROM follows WHERE target_id = :id) AS followers,
       (SELECT COUNT(*) FROM follows WHERE source_id = :id) AS following,
       (SELECT COUNT(*) FROM subscriptions WHERE recipient_id = :id AND expires_at > :now) AS subscribers,
       (SELECT COUNT(*) FROM posts WHERE author_id = :id) AS statuses`,
  ).get({ id, now }) as AccountCounts
}

export function isFollowing(db: Db, sourceId: string, targetId: string): boolean {
  return stmt(db, 'SELECT 1 FROM follows WHERE source_id = ? AND target_id = ?').get(sourceId, targetId) !== undefined
}

export function insertFollow(db: Db, sourceId: string, targetId: string, createdAt = new Date().toISOString()): void {
  stmt(db, 'INSERT OR IGNORE INTO follows (source_id, target_id, created_at) VALUES (?, ?, ?)').run(
    sourceId,
    targetId,
    createdAt,
  )
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Account search by address: "name" matches the start of usernames and display names on any
 * server, "name@host" also the start of the server name. Exact usernames first, then local ones.
 */
export function searchAccounts(
  db: Db,
  query: { username: string; hostname: string | null; localOnly: boolean; limit: number; offset: number },
): AccountRow[] {
  return stmt(
    db,
    `SELECT * FROM accounts
     WHERE (username LIKE :prefix ESCAPE '\\' OR (:host IS NULL AND display_name LIKE :prefix ESCAPE '\\'))
       AND (:host IS NULL OR hostname LIKE :host_prefix ESCAPE '\\')
       AND (:local_only = 0 OR hostname IS NULL)
     ORDER BY lower(username) = lower(:username) DESC, hostname IS NOT NULL, lower(username), acct
     LIMIT :limit OFFSET :offset`,
  ).all({
    prefix: likePrefix(query.username),
    username: query.username,
    host: query.hostname,
    host_prefix: likePrefix(query.hostname ?? ''),
    local_only: query.localOnly ? 1 : 0,
    limit: query.limit,
    offset: query.offset,
  }) as AccountRow[]
}

/** Wallet sign-in addresses: Ethereum ones are stored lower-case, Monero ones as written. */
export type LoginAddressKind = 'ethereum' | 'monero'

const LOGIN_COLUMN = { ethereum: 'login_address_ethereum', monero: 'login_address_monero' } as const

export function getUserByLoginAddress(db: Db, kind: LoginAddressKind, address: string): User | undefined {
  const row = stmt(db, `SELECT account_id FROM users WHERE ${LOGIN_COLUMN[kind]} = ?`).get(address) as
    { account_id: string } | undefined
  return row && getUser(db, row.account_id)
}

export function setLoginAddress(db: Db, accountId: string, kind: LoginAddressKind, address: string | null): void {
  stmt(db, `UPDATE users SET ${LOGIN_COLUMN[kind]} = ? WHERE account_id = ?`).run(address, accountId)
}
