/**
 * Hostile remote content for the security journeys: remote accounts and posts written straight
 * into the database with the raw HTML a foreign server could send (the local server would clean
 * it on the way in). The caller brings the vectors; nothing here runs in the demo instance itself.
 */
import { writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { getLocalUser, insertFollow, insertRemoteAccount, type AccountRow } from './accounts'
import { stmt, type Db } from './database'
import { insertEmoji, setPostEmojis } from './emojis'
import { insertMedia, setPostMedia } from './media'
import { notify } from './notifications'
import { insertPoll } from './polls'
import { insertPost, type PostRow } from './posts'

export type HostileVector = { id: string; html: string }

export type HostileSeed = {
  /** The remote accounts, as acct (user@host). */
  accts: string[]
  /** The posts, oldest first. */
  postIds: string[]
  /** A hashtag every hostile post carries. */
  tag: string
}

export const HOSTILE_HOST = 'evil.example'
export const HOSTILE_TAG = 'hostile'
const ACCOUNTS = 8
const PER_POST = 6

/** An image that would run script if it were ever opened as a document (media is served sandboxed). */
const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="__pwned('svg-${label}')">` +
  `<script>__pwned('svg-script-${label}')</script><rect width="64" height="64" fill="#c33"/></svg>`

const chunk = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

const text = (v: HostileVector | undefined, max = 100) => (v?.html ?? '').slice(0, max)

/**
 * Adds hostile remote accounts (names, bios, fields, avatars), their posts (content, polls,
 * attachment descriptions, custom emojis, hashtags, a thread), mentions of `viewer` and follows
 * both ways, so that every screen of `viewer` shows them.
 */
export function seedHostile(
  db: Db,
  mediaDir: string,
  vectors: readonly HostileVector[],
  viewer = 'alice',
): HostileSeed {
  const me = getLocalUser(db, viewer)?.account
  if (!me) throw new Error(`no local user ${viewer}`)
  if (vectors.length === 0) throw new Error('no vectors')
  mkdirSync(mediaDir, { recursive: true })
  // Newer than the demo data, so the hostile posts lead every timeline.
  const at = (n: number) => new Date(Date.now() - (300 - n) * 1000).toISOString()
  const pick = (i: number) => vectors[i % vectors.length]
  const bios = chunk(vectors, Math.ceil(vectors.length / ACCOUNTS))

  const accounts: AccountRow[] = []
  for (let i = 0; i < ACCOUNTS; i++) {
    const avatarFile = `hostile-avatar-${i}.svg`
    writeFileSync(join(mediaDir, avatarFile), svg(`avatar-${i}`))
    const row = insertRemoteAccount(db, {
      username: `hostile${i}`,
      hostname: HOSTILE_HOST,
      actorId: `https://${HOSTILE_HOST}/users/hostile${i}`,
      // Remote servers choose their profile address; a client must never make it a live link.
      actorUrl: i % 2 ? `javascript:__pwned('actor-url-${i}')` : `https://${HOSTILE_HOST}/@hostile${i}`,
      displayName: text(pick(i * 7 + 3), 90),
      bio: (bios[i] ?? []).map((v) => `<p>${v.html}</p>`).join(''),
      avatarFile,
      avatarMediaType: 'image/svg+xml',
      createdAt: at(i),
    })
    const fields = [0, 1, 2, 3].map((k) => ({
      name: text(pick(i * 11 + k * 5 + 1), 60),
      value: pick(i * 13 + k * 3 + 2)?.html ?? '',
    }))
    stmt(db, 'UPDATE accounts SET fields = ? WHERE id = ?').run(JSON.stringify(fields), row.id)
    accounts.push(row)
    insertFollow(db, me.id, row.id, at(i))
    insertFollow(db, row.id, me.id, at(i))
    notify(db, { recipientId: me.id, senderId: row.id, type: 'follow', createdAt: at(i) })
  }

  const emojiFile = 'hostile-emoji.svg'
  writeFileSync(join(mediaDir, emojiFile), svg('emoji'))
  const emoji = insertEmoji(db, {
    shortcode: 'hostile_emoji',
    hostname: HOSTILE_HOST,
    fileName: emojiFile,
    mediaType: 'image/svg+xml',
    createdAt: at(0),
  })

  const postIds: string[] = []
  let parent: PostRow | null = null
  chunk(vectors, PER_POST).forEach((group, i) => {
    const author = accounts[i % accounts.length] as AccountRow
    const html =
      `<p><span class="h-card"><a class="u-url mention" href="${me.actor_id ?? ''}">@<span>${viewer}</span></a></span> ` +
      `:hostile_emoji: <a class="hashtag" href="https://${HOSTILE_HOST}/tags/${HOSTILE_TAG}" rel="tag">#<span>${HOSTILE_TAG}</span></a></p>` +
      group.map((v) => `<p data-vector="${v.id}">${v.html}</p>`).join('')
    const tags = i % 5 === 0 ? [HOSTILE_TAG, text(pick(i), 40)] : [HOSTILE_TAG]
    const post = insertPost(db, {
      authorId: author.id,
      content: html,
      contentSource: null,
      // Every third post answers the one before: a thread of hostile replies.
      inReplyTo: i % 3 === 1 ? parent : null,
      visibility: 'public',
      sensitive: false,
      mentions: [me.id],
      tags,
      objectId: `https://${HOSTILE_HOST}/objects/${i}`,
      url: i % 2 ? `javascript:__pwned('post-url-${i}')` : `https://${HOSTILE_HOST}/objects/${i}`,
      createdAt: at(100 + i),
    })
    parent = post
    postIds.push(post.id)
    setPostEmojis(db, post.id, [emoji.id])
    notify(db, { recipientId: me.id, senderId: author.id, type: 'mention', postId: post.id, createdAt: at(100 + i) })
    if (i % 4 === 0) {
      insertPoll(db, post.id, {
        multiple: i % 8 === 0,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        options: [0, 1, 2, 3].map((k) => ({ title: text(pick(i * 4 + k), 90), votes_count: k })),
      })
    }
    if (i % 2 === 0) {
      const file = `hostile-media-${i}.svg`
      writeFileSync(join(mediaDir, file), svg(`media-${i}`))
      const media = insertMedia(db, {
        ownerId: author.id,
        fileName: file,
        mediaType: 'image/svg+xml',
        fileSize: 200,
        description: pick(i * 5 + 1)?.html ?? null,
        createdAt: at(100 + i),
      })
      setPostMedia(db, post.id, [media.id])
    }
  })
  return { accts: accounts.map((a) => a.acct), postIds, tag: HOSTILE_TAG }
}
