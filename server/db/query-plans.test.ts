import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helpers'
import { addBookmark, addReaction, insertRepost } from './post-actions'
import { insertFollow } from './accounts'
import { notify } from './notifications'
import { insertPoll } from './polls'
import { insertPost, setPostLinks, type PostRow } from './posts'
import { seedDemo } from './seed'

type Executed = { sql: string; args: unknown[] }

/** Records every statement executed while `run` is pending (test only: patches the Statement prototype). */
async function recording<T>(
  db: Database.Database,
  run: () => Promise<T>,
): Promise<{ result: T; executed: Executed[] }> {
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>
  const executed: Executed[] = []
  const originals = new Map<string, (...args: unknown[]) => unknown>()
  for (const method of ['get', 'all', 'run', 'iterate']) {
    const original = proto[method]
    if (!original) continue
    originals.set(method, original)
    proto[method] = function (this: Database.Statement, ...args: unknown[]) {
      executed.push({ sql: this.source, args })
      return original.apply(this, args)
    }
  }
  try {
    const result = await run()
    return { result, executed }
  } finally {
    for (const [method, original] of originals) proto[method] = original
  }
}

/** Aliases (and names) under which the SQL reads posts or notifications. */
function watchedNames(sql: string): Set<string> {
  const names = new Set<string>()
  for (const m of sql.matchAll(
    /\b(posts|notifications)\b(?:\s+(?:AS\s+)?(?!WHERE|JOIN|ON|ORDER|LEFT|INNER|CROSS|GROUP|LIMIT|USING)(\w+))?/gi,
  )) {
    names.add(m[1]!.toLowerCase())
    if (m[2]) names.add(m[2])
  }
  return names
}

/** Plan lines that walk a whole posts or notifications table (or one of its indexes). */
function fullScans(db: Database.Database, { sql, args }: Executed): string[] {
  const names = watchedNames(sql)
  if (names.size === 0) return []
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(args as [])) as { detail: string }[]
  return plan
    .map((row) => row.detail)
    .filter((detail) => {
      const m = /^SCAN (\w+)/.exec(detail)
      return m !== null && names.has(m[1]!)
    })
}

describe('query plans of the timeline and notification routes (demo data)', () => {
  let t: TestApp
  let token: string

  beforeAll(async () => {
    t = createTestApp({ contract: false })
    seedDemo(t.app.parley.db, { mediaDir: join(t.dataDir, 'media') })
    const res = await t.call('POST', '/oauth/token', {
      json: { grant_type: 'password', username: 'alice', password: 'alice-demo-pass' },
    })
    token = res.json().access_token as string
  })
  afterAll(() => t.close())

  const tagOf = () =>
    (
      t.app.parley.db.prepare('SELECT tag FROM post_tags GROUP BY tag ORDER BY COUNT(*) DESC LIMIT 1').get() as {
        tag: string
      }
    ).tag

  it.each([
    ['home', () => '/api/v1/timelines/home'],
    ['home, second page', () => '/api/v1/timelines/home?max_id=01900000-0000-7000-8000-000000000000'],
    ['local', () => '/api/v1/timelines/public?local=true'],
    ['tag', () => `/api/v1/timelines/tag/${tagOf()}`],
    ['notifications', () => '/api/v1/notifications'],
    ['notifications, second page', () => '/api/v1/notifications?max_id=1000000'],
  ])('%s: every posts/notifications access is an index search', async (_name, url) => {
    const db = t.app.parley.db
    const { result, executed } = await recording(db, () => t.call('GET', url(), { token }))
    expect(result.statusCode).toBe(200)
    expect(executed.some((e) => /\b(posts|notifications)\b/i.test(e.sql))).toBe(true)
    const scans = executed.flatMap((e) =>
      fullScans(db, e).map((line) => `${line}  <-  ${e.sql.replace(/\s+/g, ' ').slice(0, 160)}`),
    )
    expect(scans).toEqual([])
  })

  it('the home timeline reads its candidates by three index searches', async () => {
    const db = t.app.parley.db
    const { executed } = await recording(db, () => t.call('GET', '/api/v1/timelines/home', { token }))
    const home = executed.find((e) => /FROM posts p\s+WHERE p\.id IN \(/.test(e.sql))
    expect(home).toBeDefined()
    const plan = (
      db.prepare(`EXPLAIN QUERY PLAN ${home?.sql}`).all(...((home?.args ?? []) as [])) as { detail: string }[]
    ).map((r) => r.detail)
    expect(plan.some((d) => /^SEARCH o USING (COVERING )?INDEX posts_author/.test(d))).toBe(true)
    expect(plan.some((d) => /^SEARCH fp USING (COVERING )?INDEX posts_author/.test(d))).toBe(true)
    expect(plan.some((d) => /^SEARCH hm USING (COVERING )?INDEX post_mentions_account/.test(d))).toBe(true)
  })
})

describe('statements per page', () => {
  let t: TestApp
  let viewer: { id: string; token: string }

  afterEach(() => t?.close())

  /** A home timeline of 60 posts by 5 authors: replies, reposts, quotes, mentions, tags, polls, likes, reactions, bookmarks. */
  async function busyHome() {
    t = createTestApp({ contract: false })
    const db = t.app.parley.db
    viewer = await t.signUp('viewer')
    const authors: string[] = []
    for (const name of ['ann', 'ben', 'cat', 'dan', 'eve']) {
      const a = await t.signUp(name)
      authors.push(a.id)
      insertFollow(db, viewer.id, a.id)
    }
    const posts: PostRow[] = []
    const start = Date.parse('2024-01-01T00:00:00Z')
    for (let i = 0; i < 60; i++) {
      const author = authors[i % authors.length]!
      const createdAt = new Date(start + i * 60_000).toISOString()
      const parent = i % 4 === 1 ? posts[i - 1] : undefined
      if (i % 7 === 3 && posts[i - 2]) {
        posts.push(insertRepost(db, posts[i - 2]!, author, { createdAt }))
        continue
      }
      const post = insertPost(db, {
        authorId: author,
        content: `<p>post ${i}</p>`,
        contentSource: `post ${i}`,
        inReplyTo: parent ?? null,
        visibility: i % 5 === 4 ? 'private' : 'public',
        sensitive: false,
        mentions: i % 3 === 0 ? [viewer.id, authors[(i + 1) % authors.length]!] : [],
        tags: i % 2 === 0 ? ['demo', `tag${i % 3}`] : [],
        createdAt,
      })
      posts.push(post)
      if (i % 6 === 0)
        insertPoll(db, post.id, {
          multiple: false,
          expiresAt: '2999-01-01T00:00:00Z',
          options: [
            { title: 'a', votes_count: 1 },
            { title: 'b', votes_count: 0 },
          ],
        })
      if (i % 5 === 2 && posts[i - 1]) setPostLinks(db, post.id, [posts[i - 1]!.id])
      addReaction(db, { authorId: authors[(i + 2) % authors.length]!, postId: post.id, content: '' })
      if (i % 3 === 1) addReaction(db, { authorId: viewer.id, postId: post.id, content: '🎉' })
      if (i % 4 === 0) addBookmark(db, viewer.id, post.id)
      if (i % 3 === 0)
        notify(db, { recipientId: viewer.id, senderId: author, type: 'mention', postId: post.id, createdAt })
      if (i % 3 === 1)
        notify(db, {
          recipientId: viewer.id,
          senderId: author,
          type: 'pleroma:emoji_reaction',
          postId: post.id,
          reaction: { content: '🎉', emojiId: null },
          createdAt,
        })
      if (i % 3 === 2)
        notify(db, { recipientId: viewer.id, senderId: authors[(i + 3) % authors.length]!, type: 'follow', createdAt })
    }
  }

  async function count(url: string): Promise<{ statements: number; length: number }> {
    const { result, executed } = await recording(t.app.parley.db, () => t.call('GET', url, { token: viewer.token }))
    expect(result.statusCode).toBe(200)
    return { statements: executed.length, length: (result.json() as unknown[]).length }
  }

  it('a home page of 40 posts costs as many statements as one of 20', async () => {
    await busyHome()
    await count('/api/v1/timelines/home?limit=5') // warms the prepared-statement cache
    const small = await count('/api/v1/timelines/home?limit=20')
    const large = await count('/api/v1/timelines/home?limit=40')
    expect(small.length).toBe(20)
    expect(large.length).toBe(40)
    expect(large.statements).toBe(small.statements)
    expect(small.statements).toBeLessThan(40)
  })

  it('so do the tag timeline and notifications', async () => {
    await busyHome()
    await count('/api/v1/timelines/tag/demo?limit=5') // the first request also runs the periodic sweeps
    const tag20 = await count('/api/v1/timelines/tag/demo?limit=10')
    const tag40 = await count('/api/v1/timelines/tag/demo?limit=25')
    expect(tag40.length).toBeGreaterThan(tag20.length)
    expect(tag40.statements).toBe(tag20.statements)
    const n10 = await count('/api/v1/notifications?limit=10')
    const n30 = await count('/api/v1/notifications?limit=30')
    expect(n30.length).toBeGreaterThan(n10.length)
    expect(n30.statements).toBe(n10.statements)
  })
})
