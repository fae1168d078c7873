import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helpers'
import { openDatabase, type Db } from './database'
import { demoAccounts, seedDemo } from './seed'

const NOW = Date.parse('2025-03-24T20:46:00Z')

function dump(db: Db): Record<string, unknown[]> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_version' ORDER BY name").all() as { name: string }[]
  return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM ${name} ORDER BY 1, 2`).all()]))
}

describe('demo seed', () => {
  it('is deterministic: two seeds produce the same rows and files', () => {
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'parley-seed-')))
    try {
      const dumps = dirs.map((dir) => {
        const db = openDatabase(dir)
        seedDemo(db, { mediaDir: join(dir, 'media'), now: NOW })
        const rows = dump(db)
        db.close()
        const files = readdirSync(join(dir, 'media')).sort().map((f) => [f, readFileSync(join(dir, 'media', f), 'utf8')])
        return { rows, files }
      })
      expect(dumps[0]).toEqual(dumps[1])
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the seeded instance', () => {
  let t: TestApp
  let alice: string
  beforeAll(async () => {
    t = createTestApp()
    seedDemo(t.app.parley.db, { mediaDir: join(t.dataDir, 'media') })
    const res = await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: 'alice', password: 'alice-demo-pass' } })
    alice = res.json().access_token
  })
  afterAll(() => t.close())

  it('has the demo accounts with the printed passwords', async () => {
    for (const account of demoAccounts()) {
      const res = await t.call('POST', '/oauth/token', { json: { grant_type: 'password', username: account.username, password: account.password } })
      expect(res.statusCode, account.username).toBe(200)
    }
    const instance = (await t.call('GET', '/api/v1/instance')).json()
    expect(instance.title).toBe('Parley demo')
    expect(instance.contact_account.username).toBe('admin')
    expect(instance.stats.domain_count).toBeGreaterThanOrEqual(2)
  })

  it('has over 200 posts with replies, mentions, tags and remote authors, and a rich home for alice', async () => {
    const db = t.app.parley.db
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
    expect(count('SELECT COUNT(*) AS n FROM posts')).toBeGreaterThanOrEqual(200)
    expect(count('SELECT COUNT(*) AS n FROM posts WHERE in_reply_to_id IS NOT NULL')).toBeGreaterThan(40)
    expect(count('SELECT COUNT(*) AS n FROM post_mentions')).toBeGreaterThan(40)
    expect(count('SELECT COUNT(DISTINCT tag) AS n FROM post_tags')).toBeGreaterThan(8)
    expect(count("SELECT COUNT(*) AS n FROM posts WHERE content LIKE '%<strong>%'")).toBeGreaterThan(3)
    expect(count("SELECT COUNT(*) AS n FROM posts WHERE content LIKE '%<pre><code>%'")).toBeGreaterThan(0)
    expect(count('SELECT COUNT(*) AS n FROM posts p JOIN accounts a ON a.id = p.author_id WHERE a.hostname IS NOT NULL')).toBeGreaterThan(20)

    let url: string | undefined = '/api/v1/timelines/home?limit=40'
    let seen = 0
    for (let page = 0; url && page < 3; page++) {
      const res = await t.call('GET', url, { token: alice })
      expect(res.statusCode).toBe(200)
      seen += (res.json() as unknown[]).length
      url = /<http:\/\/[^/]+([^>]+)>/.exec(String(res.headers.link ?? ''))?.[1]
    }
    expect(seen).toBe(120)
  })

  it('serves the generated avatars', async () => {
    const me = (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: alice })).json()
    const path = new URL(me.avatar).pathname
    const res = await t.call('GET', path)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['content-security-policy']).toContain('sandbox')
  })

  it('passes the contract on the public timelines and threads', async () => {
    const local = await t.call('GET', '/api/v1/timelines/public?local=true&limit=200')
    expect(local.statusCode).toBe(200)
    const federated = await t.call('GET', '/api/v1/timelines/public?limit=200', { token: alice })
    const posts = federated.json() as { id: string }[]
    for (const p of posts.slice(0, 30)) expect((await t.call('GET', `/api/v1/statuses/${p.id}/thread`, { token: alice })).statusCode).toBe(200)
  })
})
