import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './migrations/index'

export type Db = Database.Database

export const DB_FILE = 'parley.sqlite'

/** Opens (creating if needed) DATA_DIR/parley.sqlite in WAL mode and applies pending migrations. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, DB_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  // The instance CLI writes to the same file while the server runs.
  db.pragma('busy_timeout = 5000')
  db.pragma('synchronous = NORMAL')
  migrate(db)
  return db
}

export function migrate(db: Db): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null }
  const current = row.v ?? 0
  const applied: number[] = []
  for (const m of migrations) {
    if (m.version <= current) continue
    db.transaction(() => {
      db.exec(m.sql)
      db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      )
    })()
    applied.push(m.version)
  }
  return applied
}

/** Prepared statements are cached per database and SQL text. */
const cache = new WeakMap<Db, Map<string, Database.Statement>>()

export function stmt(db: Db, sql: string): Database.Statement {
  let map = cache.get(db)
  if (!map) {
    map = new Map()
    cache.set(db, map)
  }
  let s = map.get(sql)
  if (!s) {
    s = db.prepare(sql)
    map.set(sql, s)
  }
  return s
}

export function isEmptyDatabase(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }
  return row.n === 0
}
