/**
 * The people part of the demo: a locked account with requests, more follows, mutes, custom
 * feeds for alice, and every account's notifications, rebuilt in time order through notify().
 */
import { hashPassword } from '../crypto/passwords'
import { avatarPng } from '../domain/avatars'
import { followAccount } from '../domain/follow'
import { uuidV4 } from '../domain/ids'
import { markdownBasicToHtml } from '../domain/markdown'
import { createRandom } from '../domain/prng'
import { insertLocalUser, type AccountRow } from './accounts'
import { stmt, type Db } from './database'
import { acceptFollowRequest, upsertFollowRequest } from './follows'
import { addListMember, insertList } from './lists'
import { notify, setMarker, type EventType } from './notifications'
import { mute } from './relationships'
import { DEMO_PASSWORD_SUFFIX } from './seed-content'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const UNREAD_FOR_ALICE = 6

/** The locked demo account (also printed with the others). */
export const LOCKED_PERSON = {
  username: 'grace',
  displayName: 'Grace Hopper-Nakamura',
  bio: 'Locked account: I approve followers by hand.',
}

type Context = { db: Db; now: number; accounts: Map<string, AccountRow>; files: Map<string, Buffer> }

export function seedPeople({ db, now, accounts, files }: Context): void {
  const random = createRandom(20250417)
  const iso = (ms: number) => new Date(ms).toISOString()
  const who = (acct: string): AccountRow => {
    const row = accounts.get(acct)
    if (!row) throw new Error(`seed: unknown account ${acct}`)
    return row
  }

  const avatarFile = `avatar-${LOCKED_PERSON.username}.png`
  files.set(avatarFile, avatarPng(LOCKED_PERSON.username))
  const grace = insertLocalUser(db, {
    id: uuidV4(random.bytes(16)),
    username: LOCKED_PERSON.username,
    passwordHash: hashPassword(LOCKED_PERSON.username + DEMO_PASSWORD_SUFFIX, random.bytes(16), 'published'),
    role: 'user',
    displayName: LOCKED_PERSON.displayName,
    bio: markdownBasicToHtml(LOCKED_PERSON.bio),
    bioSource: LOCKED_PERSON.bio,
    avatarFile,
    avatarMediaType: 'image/png',
    createdAt: iso(now - 30 * DAY),
  }).account
  stmt(db, 'UPDATE accounts SET locked = 1 WHERE id = ?').run(grace.id)
  const locked = { ...grace, locked: 1 }
  accounts.set(grace.username, locked)

  const opts = { reblogs: true, replies: true }
  // Bob was accepted; alice and dave still wait.
  followAccount(db, who('bob').id, locked, opts, iso(now - 9 * DAY))
  acceptFollowRequest(db, who('bob').id, grace.id, iso(now - 8 * DAY))
  followAccount(db, who('dave').id, locked, opts, iso(now - 1 * DAY))
  followAccount(db, who('alice').id, locked, { reblogs: false, replies: true }, iso(now - 3 * HOUR))
  followAccount(db, grace.id, who('alice'), opts, iso(now - 50 * MINUTE))
  followAccount(db, grace.id, who('carol'), opts, iso(now - 2 * DAY))
  followAccount(db, who('frank').id, who('dave'), { reblogs: false, replies: false }, iso(now - 5 * DAY))
  followAccount(db, who('otto@remote.example').id, who('bob'), opts, iso(now - 6 * DAY))
  // A request from another server that arrived while alice approved followers by hand.
  upsertFollowRequest(db, who('otto@remote.example').id, who('alice').id, opts, iso(now - 4 * HOUR))

  mute(db, who('alice').id, who('weatherbot@social.example').id, iso(now - 10 * DAY))
  mute(db, who('bob').id, who('otto@remote.example').id, iso(now - 7 * DAY))

  const close = insertList(db, who('alice').id, 'Close friends', iso(now - 12 * DAY))
  for (const acct of ['bob', 'carol', 'erin']) addListMember(db, close.id, who(acct).id)
  const far = insertList(db, who('alice').id, 'Far away', iso(now - 11 * DAY))
  for (const acct of ['mira@remote.example', 'yuki@social.example', 'otto@remote.example'])
    addListMember(db, far.id, who(acct).id)

  rebuildNotifications(db, [
    {
      recipientId: who('alice').id,
      senderId: who('mira@remote.example').id,
      type: 'move',
      createdAt: iso(now - 5 * HOUR),
    },
  ])
  const latest = stmt(db, 'SELECT id FROM notifications WHERE recipient_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?').get(
    who('alice').id,
    UNREAD_FOR_ALICE,
  ) as { id: number } | undefined
  if (latest) setMarker(db, who('alice').id, 'notifications', String(latest.id), iso(now - 6 * HOUR))
}

type Event = {
  recipientId: string
  senderId: string
  type: EventType
  postId?: string | null
  reaction?: { content: string; emojiId: string | null } | null
  createdAt: string
}

/**
 * Every notification the seeded rows imply (follows, pending requests, replies, mentions,
 * likes, reactions, reposts) plus the extra ones, created oldest first so that ids follow time.
 */
function rebuildNotifications(db: Db, extra: Event[]): void {
  stmt(db, 'DELETE FROM notifications').run()
  const events: Event[] = [...extra]
  const rows = <T>(sql: string) => stmt(db, sql).all() as T[]
  for (const f of rows<{ source_id: string; target_id: string; created_at: string }>(
    'SELECT source_id, target_id, created_at FROM follows',
  )) {
    events.push({ recipientId: f.target_id, senderId: f.source_id, type: 'follow', createdAt: f.created_at })
  }
  for (const r of rows<{ source_id: string; target_id: string; created_at: string }>(
    "SELECT source_id, target_id, created_at FROM follow_requests WHERE status = 'pending'",
  )) {
    events.push({ recipientId: r.target_id, senderId: r.source_id, type: 'follow_request', createdAt: r.created_at })
  }
  for (const p of rows<{ id: string; author_id: string; parent_author: string | null; created_at: string }>(
    `SELECT p.id, p.author_id, parent.author_id AS parent_author, p.created_at FROM posts p
     LEFT JOIN posts parent ON parent.id = p.in_reply_to_id WHERE p.repost_of_id IS NULL`,
  )) {
    if (p.parent_author)
      events.push({
        recipientId: p.parent_author,
        senderId: p.author_id,
        type: 'reply',
        postId: p.id,
        createdAt: p.created_at,
      })
    for (const m of stmt(db, 'SELECT account_id FROM post_mentions WHERE post_id = ? ORDER BY account_id').all(
      p.id,
    ) as { account_id: string }[]) {
      if (m.account_id !== p.parent_author) {
        events.push({
          recipientId: m.account_id,
          senderId: p.author_id,
          type: 'mention',
          postId: p.id,
          createdAt: p.created_at,
        })
      }
    }
  }
  for (const r of rows<{
    author_id: string
    post_id: string
    post_author: string
    content: string
    emoji_id: string | null
    created_at: string
  }>(
    `SELECT r.author_id, r.post_id, p.author_id AS post_author, r.content, r.emoji_id, r.created_at
     FROM reactions r JOIN posts p ON p.id = r.post_id`,
  )) {
    const base = { recipientId: r.post_author, senderId: r.author_id, postId: r.post_id, createdAt: r.created_at }
    if (r.content === '') events.push({ ...base, type: 'favourite' })
    else events.push({ ...base, type: 'pleroma:emoji_reaction', reaction: { content: r.content, emojiId: r.emoji_id } })
  }
  for (const r of rows<{ author_id: string; original_id: string; original_author: string; created_at: string }>(
    `SELECT r.author_id, r.repost_of_id AS original_id, o.author_id AS original_author, r.created_at
     FROM posts r JOIN posts o ON o.id = r.repost_of_id`,
  )) {
    events.push({
      recipientId: r.original_author,
      senderId: r.author_id,
      type: 'reblog',
      postId: r.original_id,
      createdAt: r.created_at,
    })
  }
  const key = (e: Event) =>
    `${e.createdAt}|${e.type}|${e.recipientId}|${e.senderId}|${e.postId ?? ''}|${e.reaction?.content ?? ''}`
  events.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  for (const e of events) notify(db, e)
}
