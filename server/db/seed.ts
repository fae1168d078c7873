import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { hashPassword } from '../crypto/passwords'
import { avatarPng, headerPng } from '../domain/avatars'
import { createPost } from '../domain/create-post'
import { uuidV4, uuidV7 } from '../domain/ids'
import { escapeHtml } from '../domain/html'
import { markdownBasicToHtml } from '../domain/markdown'
import { renderPostContent } from '../domain/post-content'
import { createRandom, type Random } from '../domain/prng'
import { getUser, insertFollow, insertLocalUser, insertRemoteAccount, type AccountRow } from './accounts'
import { writeConfig } from './config'
import { stmt, type Db } from './database'
import { insertPost, type PostRow, type Visibility } from './posts'
import { seedFeatures } from './seed-features'
import { LOCKED_PERSON, seedPeople } from './seed-people'
import { seedSettings } from './settings-seed'
import { seedSubscriptions } from './seed-subscriptions'
import {
  DEMO_PASSWORD_SUFFIX,
  FOLLOW_UPS,
  FOLLOWS,
  INSTANCE_DESCRIPTION,
  LOCAL_PEOPLE,
  OPENERS,
  REMOTE_PEOPLE,
  REPLIES,
  TAG_POOL,
  type SeedPerson,
} from './seed-content'

export type SeedOptions = {
  /** Where generated avatars are written (DATA_DIR/media). */
  mediaDir: string
  /** The moment the demo is seeded for; posts end a few minutes before it. Default: now. */
  now?: number
}

export type DemoAccount = { username: string; password: string; role: string }

const SEED = 20250324
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const POST_COUNT = 240
const SPAN = 6 * DAY
const MEDIA_SERVER_HOST = 'localhost'
const NO_POLL = { options: [], expiresIn: null, multiple: false }

const iso = (ms: number) => new Date(ms).toISOString()

/** The accounts (with passwords) the demo seed creates; main.ts prints them. */
export function demoAccounts(): DemoAccount[] {
  const people: SeedPerson[] = [...LOCAL_PEOPLE, LOCKED_PERSON]
  return people.map((p) => ({
    username: p.username,
    password: p.username + DEMO_PASSWORD_SUFFIX,
    role: p.role ?? 'user',
  }))
}

export function isDemoSeeded(db: Db): boolean {
  return stmt(db, "SELECT 1 FROM instance_config WHERE key = 'seed'").get() !== undefined
}

/**
 * Fills an empty database with the demo instance: the same rows on every run for the same
 * `now` (fixed PRNG seed); times are relative to `now` so that the timelines look alive.
 */
export function seedDemo(db: Db, options: SeedOptions): DemoAccount[] {
  const now = Math.floor((options.now ?? Date.now()) / MINUTE) * MINUTE
  const random = createRandom(SEED)
  const files = new Map<string, string | Buffer>()
  const binaries = new Map<string, Buffer>()
  db.transaction(() => {
    writeConfig(db, 'instance_title', 'Parley demo')
    writeConfig(db, 'instance_short_description', 'A Mitra-compatible demo instance for trying Parley.')
    writeConfig(db, 'instance_description', INSTANCE_DESCRIPTION)
    stmt(db, "INSERT OR REPLACE INTO instance_config (key, value) VALUES ('seed', '\"demo\"')").run()
    const accounts = createAccounts(db, random, now, files)
    for (const [source, targets] of Object.entries(FOLLOWS)) {
      for (const target of targets)
        insertFollow(db, account(accounts, source).id, account(accounts, target).id, iso(now - 20 * DAY))
    }
    const posts = createPosts(db, random, now, accounts)
    addReposts(db, random, now, accounts, posts)
    addReactions(db, random, now, accounts, posts)
    seedFeatures({ db, now, accounts, files: binaries })
    seedPeople({ db, now, accounts, files: binaries })
    seedSettings(db, accounts)
    // After seedPeople, which rebuilds every notification.
    seedSubscriptions(db, accounts, now)
  })()
  for (const [name, data] of binaries) files.set(name, data)
  mkdirSync(options.mediaDir, { recursive: true })
  for (const [name, data] of files) writeFileSync(join(options.mediaDir, name), data)
  return demoAccounts()
}

type Accounts = Map<string, AccountRow>

function account(accounts: Accounts, acct: string): AccountRow {
  const row = accounts.get(acct)
  if (!row) throw new Error(`seed: unknown account ${acct}`)
  return row
}

const acctOf = (p: SeedPerson) => (p.hostname ? `${p.username}@${p.hostname}` : p.username)

function createAccounts(db: Db, random: Random, now: number, files: Map<string, string | Buffer>): Accounts {
  const accounts: Accounts = new Map()
  LOCAL_PEOPLE.forEach((p, i) => {
    const avatarFile = `avatar-${p.username}.png`
    files.set(avatarFile, avatarPng(p.username))
    const headerFile = p.header ? `header-${p.username}.png` : null
    if (headerFile) files.set(headerFile, headerPng(p.username))
    const user = insertLocalUser(db, {
      id: uuidV4(random.bytes(16)),
      username: p.username,
      passwordHash: hashPassword(p.username + DEMO_PASSWORD_SUFFIX, random.bytes(16), 'published'),
      role: p.role ?? 'user',
      displayName: p.displayName,
      bio: markdownBasicToHtml(p.bio),
      bioSource: p.bio,
      avatarFile,
      avatarMediaType: 'image/png',
      headerFile,
      headerMediaType: headerFile ? 'image/png' : null,
      fields: (p.fields ?? []).map((f) => ({
        name: f.name,
        value: markdownBasicToHtml(f.value).replace(/^<p>|<\/p>$/g, ''),
        value_source: f.value,
      })),
      createdAt: iso(now - 40 * DAY + i * 3600_000),
    })
    accounts.set(p.username, user.account)
  })
  REMOTE_PEOPLE.forEach((p, i) => {
    const host = p.hostname ?? 'remote.example'
    const avatarFile = `avatar-${p.username}-${host}.png`
    files.set(avatarFile, avatarPng(acctOf(p)))
    const row = insertRemoteAccount(db, {
      id: uuidV4(random.bytes(16)),
      username: p.username,
      hostname: host,
      actorId: `https://${host}/users/${p.username}`,
      actorUrl: `https://${host}/@${p.username}`,
      displayName: p.displayName,
      bio: `<p>${escapeHtml(p.bio)}</p>`,
      avatarFile,
      avatarMediaType: 'image/png',
      bot: p.bot,
      createdAt: iso(now - 35 * DAY + i * 3600_000),
    })
    accounts.set(acctOf(p), row)
  })
  return accounts
}

/** Authors with weights: Alice and friends post most. */
const AUTHORS = [
  'alice',
  'alice',
  'alice',
  'bob',
  'bob',
  'bob',
  'carol',
  'carol',
  'dave',
  'dave',
  'erin',
  'erin',
  'frank',
  'frank',
  'admin',
]
const REMOTE_AUTHORS = [
  'mira@remote.example',
  'mira@remote.example',
  'otto@remote.example',
  'yuki@social.example',
  'weatherbot@social.example',
]

type Writer = (
  author: AccountRow,
  text: string,
  at: number,
  parent?: PostRow | null,
  visibility?: Visibility,
) => PostRow

function makeWriter(db: Db, random: Random): Writer {
  return (author, text, at, parent = null, visibility = 'public') => {
    const id = uuidV7(at, random.bytes(10))
    if (author.hostname === null) {
      const user = getUser(db, author.id)
      if (!user) throw new Error(`seed: ${author.username} is not a user`)
      const input = {
        text,
        contentType: 'text/markdown',
        inReplyToId: parent?.id ?? null,
        visibility,
        sensitive: false,
      }
      return createPost(
        db,
        user,
        { ...input, mediaIds: [], quoteId: null, poll: NO_POLL, id, createdAt: iso(at) },
        MEDIA_SERVER_HOST,
      )
    }
    const content = renderPostContent(db, text, 'text/markdown', MEDIA_SERVER_HOST)
    const objectId = `https://${author.hostname}/objects/${id}`
    return insertPost(db, {
      id,
      authorId: author.id,
      content: content.html,
      contentSource: null,
      inReplyTo: parent,
      visibility: 'public',
      sensitive: false,
      mentions: content.mentions.map((m) => m.id),
      tags: content.tags,
      objectId,
      url: objectId,
      createdAt: iso(at),
    })
  }
}

function createPosts(db: Db, random: Random, now: number, accounts: Accounts): PostRow[] {
  const write = makeWriter(db, random)
  const posts: PostRow[] = []
  const start = now - SPAN
  const step = Math.floor((SPAN - 10 * MINUTE) / POST_COUNT)
  const others = (self: AccountRow) =>
    [...accounts.values()].filter((a) => a.id !== self.id && a.username !== 'reader' && !a.bot)
  for (let i = 0; i < POST_COUNT; i++) {
    const at = start + i * step + random.int(0, Math.floor(step / 2))
    if (i === 0) {
      posts.push(...welcomeThread(write, accounts, at))
      continue
    }
    if (i === 120) {
      posts.push(...hiddenParentThread(write, accounts, at))
      continue
    }
    if (i === 200) {
      const dm = write(
        account(accounts, 'carol'),
        '@alice are we still on for the photo walk on Saturday? Bring the *good* lens.',
        at,
        null,
        'direct',
      )
      posts.push(
        dm,
        write(account(accounts, 'alice'), '@carol Yes! Meet at the station at nine.', at + 4 * MINUTE, dm, 'direct'),
      )
      continue
    }
    const candidates = posts.slice(-30).filter((p) => p.visibility === 'public' && p.repost_of_id === null)
    if (i > 4 && candidates.length > 0 && random.chance(0.38)) {
      const parent = random.pick(candidates.slice(-12))
      const parentAuthor = [...accounts.values()].find((a) => a.id === parent.author_id)
      if (!parentAuthor) continue
      const author = random.chance(0.1)
        ? parentAuthor
        : random.pick(others(parentAuthor).filter((a) => a.username !== 'admin' || random.chance(0.3)))
      const mention = author.id === parentAuthor.id ? '' : `@${parentAuthor.acct} `
      const visibility: Visibility = author.hostname === null && random.chance(0.08) ? 'private' : 'public'
      posts.push(
        write(author, mention ? mention + random.pick(REPLIES) : random.pick(FOLLOW_UPS), at, parent, visibility),
      )
      continue
    }
    const author = account(accounts, random.chance(0.2) ? random.pick(REMOTE_AUTHORS) : random.pick(AUTHORS))
    let text = author.bot
      ? `Forecast: ${random.pick(['sunny', 'showers', 'fog in the morning', 'windy', 'light snow'])}, high of ${random.int(6, 24)} °C. #weather`
      : random.pick(OPENERS)
    text = text.replace('{who}', `@${random.pick(others(author)).acct}`).replace('{tag}', `#${random.pick(TAG_POOL)}`)
    let visibility: Visibility = 'public'
    if (author.hostname === null && !author.bot) {
      const roll = random.next()
      if (roll > 0.94) {
        visibility = 'direct'
        if (!text.includes('@')) text = `@${random.pick(others(author)).acct} ${text}`
      } else if (roll > 0.82) visibility = 'private'
    }
    posts.push(write(author, text, at, null, visibility))
  }
  return posts
}

function welcomeThread(write: Writer, accounts: Accounts, at: number): PostRow[] {
  const root = write(
    account(accounts, 'admin'),
    'Welcome to the **Parley demo**! A few things to try:\n- follow someone\n- write a post with a #hashtag\n- reply to this thread\n\nRead more on the [Mitra project page](https://mitra.social). #parley',
    at,
  )
  const a = write(account(accounts, 'alice'), '@admin Thanks for setting this up! #parley', at + 3 * MINUTE, root)
  const b = write(account(accounts, 'bob'), '@alice @admin Glad to be here.', at + 9 * MINUTE, a)
  const m = write(
    account(accounts, 'mira@remote.example'),
    '@admin Waving from remote.example!',
    at + 15 * MINUTE,
    root,
  )
  return [root, a, b, m]
}

/** Dave follows Alice but not Bob: he sees Alice's reply but not Bob's followers-only parent. */
function hiddenParentThread(write: Writer, accounts: Accounts, at: number): PostRow[] {
  const root = write(account(accounts, 'alice'), 'Which herbs grow well on a shady balcony? #gardening', at)
  const bob = write(
    account(accounts, 'bob'),
    '@alice Mint and parsley do fine in the shade. (followers only)',
    at + 5 * MINUTE,
    root,
    'private',
  )
  const reply = write(account(accounts, 'alice'), '@bob Parsley it is, thanks!', at + 12 * MINUTE, bob, 'conversation')
  return [root, bob, reply]
}

function addReposts(db: Db, random: Random, now: number, accounts: Accounts, posts: PostRow[]): void {
  const reposters = ['bob', 'carol', 'erin', 'frank', 'mira@remote.example', 'yuki@social.example'].map((a) =>
    account(accounts, a),
  )
  const originals = posts.filter((p) => p.visibility === 'public' && p.in_reply_to_id === null)
  for (let i = 0; i < 16; i++) {
    const original = random.pick(originals)
    const reposter = random.pick(reposters)
    if (reposter.id === original.author_id) continue
    if (stmt(db, 'SELECT 1 FROM posts WHERE repost_of_id = ? AND author_id = ?').get(original.id, reposter.id)) continue
    const at = Math.min(Date.parse(original.created_at) + random.int(5, 180) * MINUTE, now - 2 * MINUTE)
    const id = uuidV7(at, random.bytes(10))
    insertPost(db, {
      id,
      authorId: reposter.id,
      content: '',
      contentSource: null,
      inReplyTo: null,
      repostOfId: original.id,
      visibility: 'public',
      sensitive: false,
      mentions: [],
      tags: [],
      objectId: reposter.hostname ? `https://${reposter.hostname}/activities/announce/${id}` : null,
      createdAt: iso(at),
    })
  }
}

function addReactions(db: Db, random: Random, now: number, accounts: Accounts, posts: PostRow[]): void {
  const fans = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'reader', 'mira@remote.example'].map((a) =>
    account(accounts, a),
  )
  const insert = stmt(
    db,
    'INSERT OR IGNORE INTO reactions (id, author_id, post_id, content, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  for (const post of posts) {
    if (post.visibility !== 'public' || !random.chance(0.45)) continue
    const count = random.int(1, 4)
    for (let i = 0; i < count; i++) {
      const fan = random.pick(fans)
      if (fan.id === post.author_id) continue
      const content = random.chance(0.2) ? random.pick(['❤️', '😂', '🎉', '👀', '🔥']) : ''
      const at = Math.min(Date.parse(post.created_at) + random.int(1, 90) * MINUTE, now - MINUTE)
      insert.run(uuidV4(random.bytes(16)), fan.id, post.id, content, iso(at))
    }
  }
  const alice = account(accounts, 'alice')
  const bookmark = stmt(db, 'INSERT OR IGNORE INTO bookmarks (account_id, post_id, created_at) VALUES (?, ?, ?)')
  for (const post of posts.filter((p) => p.visibility === 'public' && p.author_id !== alice.id).slice(-60, -50)) {
    bookmark.run(alice.id, post.id, iso(Date.parse(post.created_at) + 30 * MINUTE))
  }
}
