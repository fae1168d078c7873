import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helpers'
import type { Status } from '../test/posts'
import { openDatabase, type Db } from './database'
import { demoAccounts, seedDemo } from './seed'

const NOW = Date.parse('2025-03-24T20:46:00Z')

function dump(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'schema_version' ORDER BY name",
    )
    .all() as { name: string }[]
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
        const files = readdirSync(join(dir, 'media'))
          .sort()
          .map((f) => [f, readFileSync(join(dir, 'media', f), 'utf8')])
        return { rows, files }
      })
      expect(dumps[0]).toEqual(dumps[1])
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000) // two whole seeds: seconds on a busy two-core machine
})

describe('the seeded instance', () => {
  let t: TestApp
  let alice: string
  beforeAll(async () => {
    t = createTestApp()
    seedDemo(t.app.parley.db, { mediaDir: join(t.dataDir, 'media') })
    const res = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'alice-demo-pass' },
    })
    alice = res.json().access_token
  })
  afterAll(() => t.close())

  it('has the demo accounts with the printed passwords', async () => {
    for (const account of demoAccounts()) {
      const res = await t.call('POST', '/oauth/token', {
        json: { grant_type: 'password', username: account.username, password: account.password },
      })
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
    expect(
      count('SELECT COUNT(*) AS n FROM posts p JOIN accounts a ON a.id = p.author_id WHERE a.hostname IS NOT NULL'),
    ).toBeGreaterThan(20)

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

  it("shows everything a post can carry, most of it on the first pages of alice's home", async () => {
    const db = t.app.parley.db
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
    for (const type of ['image/png', 'video/webm', 'audio/x-wav', 'application/pdf']) {
      expect(
        count(`SELECT COUNT(*) AS n FROM media_attachments WHERE media_type = '${type}' AND post_id IS NOT NULL`),
        type,
      ).toBeGreaterThan(0)
    }
    expect(
      count(
        "SELECT COUNT(*) AS n FROM polls WHERE expires_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND multiple = 0",
      ),
    ).toBeGreaterThan(0)
    expect(
      count(
        "SELECT COUNT(*) AS n FROM polls WHERE expires_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND multiple = 1",
      ),
    ).toBeGreaterThan(0)
    expect(
      count(
        "SELECT COUNT(*) AS n FROM polls WHERE expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND multiple = 1",
      ),
    ).toBeGreaterThan(0)
    expect(count('SELECT COUNT(DISTINCT post_id) AS n FROM poll_votes')).toBeGreaterThan(3)
    expect(count('SELECT COUNT(*) AS n FROM post_links')).toBeGreaterThan(1)
    expect(count('SELECT COUNT(*) AS n FROM reactions WHERE emoji_id IS NOT NULL')).toBeGreaterThan(3)
    expect(count('SELECT COUNT(*) AS n FROM custom_emojis WHERE hostname IS NULL')).toBeGreaterThanOrEqual(5)
    expect(count('SELECT COUNT(*) AS n FROM posts WHERE sensitive = 1')).toBeGreaterThan(1)
    expect(count('SELECT COUNT(*) AS n FROM posts WHERE pinned = 1')).toBeGreaterThan(1)
    expect(count('SELECT COUNT(*) AS n FROM posts WHERE edited_at IS NOT NULL')).toBeGreaterThan(0)
    expect(
      count('SELECT COUNT(*) AS n FROM posts WHERE content LIKE \'%class="invisible"%\' AND object_id IS NOT NULL'),
    ).toBeGreaterThan(0)

    const home = (await t.call('GET', '/api/v1/timelines/home?limit=60', { token: alice })).json() as Status[]
    const seen = new Set<string>()
    for (const entry of home) {
      const s = entry.reblog ?? entry
      if (entry.reblog) seen.add('repost')
      for (const m of s.media_attachments) seen.add(m.type)
      if (s.poll) seen.add(`${s.poll.multiple ? 'multiple' : 'single'} ${s.poll.expired ? 'expired' : 'open'} poll`)
      if (s.poll?.voted === false && !s.poll.expired && (s.account as { username: string }).username !== 'alice')
        seen.add('poll to vote in')
      if (s.pleroma.quote) seen.add('quote')
      if (s.sensitive) seen.add('sensitive')
      if (s.pinned) seen.add('pinned')
      if (s.edited_at) seen.add('edited')
      if (s.ipfs_cid) seen.add('ipfs')
      if (s.emojis.length) seen.add('custom emoji')
      for (const r of s.pleroma.emoji_reactions) seen.add(r.url ? 'custom reaction' : 'reaction')
      if (s.content.includes('class="invisible"')) seen.add('remote html')
      if (s.visibility !== 'public') seen.add(s.visibility)
    }
    expect([...seen].sort()).toEqual(
      [
        'audio',
        'custom emoji',
        'custom reaction',
        'direct',
        'edited',
        'image',
        'ipfs',
        'multiple expired poll',
        'multiple open poll',
        'pinned',
        'poll to vote in',
        'private',
        'quote',
        'reaction',
        'remote html',
        'repost',
        'sensitive',
        'single expired poll',
        'single open poll',
        'subscribers',
        'unknown',
        'video',
      ].sort(),
    )
    const sources = home
      .filter((s) => (s.account as { username: string }).username === 'alice' && !s.reblog)
      .map((s) => s.id)
    const types = new Set<string>()
    for (const id of sources)
      types.add((await t.call('GET', `/api/v1/statuses/${id}/source`, { token: alice })).json().content_type)
    expect([...types].sort()).toEqual(['text/html', 'text/markdown'])
  })

  it('serves the generated avatars', async () => {
    const me = (await t.call('GET', '/api/v1/accounts/verify_credentials', { token: alice })).json()
    const path = new URL(me.avatar).pathname
    const res = await t.call('GET', path)
    expect(res.statusCode).toBe(200)
    // PNG, as Mitra stores: it takes no SVG for a profile image.
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(res.headers['content-security-policy']).toContain('sandbox')
  })

  it('passes the contract on the public timelines and threads', async () => {
    const local = await t.call('GET', '/api/v1/timelines/public?local=true&limit=200')
    expect(local.statusCode).toBe(200)
    const federated = await t.call('GET', '/api/v1/timelines/public?limit=200', { token: alice })
    const posts = federated.json() as { id: string }[]
    for (const p of posts.slice(0, 30))
      expect((await t.call('GET', `/api/v1/statuses/${p.id}/thread`, { token: alice })).statusCode).toBe(200)
  })
})
