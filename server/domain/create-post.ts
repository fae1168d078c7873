import type { User } from '../db/accounts'
import { readConfig } from '../db/config'
import { stmt, type Db } from '../db/database'
import { setPostEmojis } from '../db/emojis'
import { attachableMedia, setPostMedia } from '../db/media'
import { insertPoll } from '../db/polls'
import { notify } from '../db/notifications'
import {
  canViewPost,
  getMentionIds,
  getPost,
  insertPost,
  setPostLinks,
  updatePost,
  type PostRow,
  type Visibility,
} from '../db/posts'
import { DEFAULT_DIALECT, type MitraDialect } from '../dialect'
import { notFound, permissionError, validationError } from '../http/errors'
import { escapeHtml } from './html'
import { postGroup, postLanguage, postTitle, validatePoll, type PollInput } from './post-fields'
import { renderPostContent, type PostContent } from './post-content'
import { hasPermission } from './roles'
import { LOCAL_URL, localObjectPath } from './urls'
import { canReplyWith, defaultVisibility, parseVisibility } from './visibility'

export type PostInput = {
  text: string
  contentType: string
  inReplyToId: string | null
  visibility: string | null
  sensitive: boolean
  mediaIds: string[]
  quoteId: string | null
  /** Options empty: no poll. */
  poll: PollInput
  /** ISO 639-1 (Mitra 3.23.0); 3.21 has no such key and ignores it. */
  language?: string | null
  /** The group to post to (Mitra 5.5.0 `group_id`, top-level posts only since 5.8.0); 3.21 ignores it. */
  groupId?: string | null
  /** Plain text (Mitra 5.6.0), as the body has it; 3.21 has no such key and ignores it. */
  title?: unknown
  /** Only the demo seed fixes these. */
  id?: string
  createdAt?: string
}

export type PostEdit = {
  text: string
  contentType: string
  sensitive: boolean
  mediaIds: string[]
  quoteId: string | null
  language?: string | null
  title?: unknown
  editedAt?: string
}

const MENTION_LIMIT = 50
const HASHTAG_LIMIT = 100
const EMOJI_LIMIT = 50

type Prepared = PostContent & { mentionIds: string[]; quote: PostRow | null }

/**
 * Content, mentions and the quote. As Mitra's prepare_mentions, the mentions also name the parent's
 * author on a reply (first), and the author's subscribers on a subscribers-only post: the reply is
 * addressed to the person it answers, whatever its visibility.
 */
function prepare(
  db: Db,
  authorId: string,
  text: string,
  contentType: string,
  quoteId: string | null,
  visibility: Visibility,
  host: string,
  parent: PostRow | null,
  mitra: MitraDialect,
): Prepared {
  if (contentType !== 'text/markdown' && contentType !== 'text/html') throw validationError('unsupported content type')
  const content = renderPostContent(db, text, contentType, host, mitra)
  let quote: PostRow | null = null
  if (quoteId) {
    quote = getPost(db, quoteId) ?? null
    // Only public posts that are not reposts can be linked (Mitra's can_link_post).
    if (!quote || quote.visibility !== 'public' || quote.repost_of_id)
      throw validationError('quoted post does not exist')
    const uri = quote.object_id ?? LOCAL_URL + localObjectPath(quote.id)
    content.html += `<p>RE: <a href="${escapeHtml(uri)}" rel="noopener">${escapeHtml(uri)}</a></p>`
  }
  const mentionIds = content.mentions.map((a) => a.id)
  if (parent && parent.author_id !== authorId) {
    const at = mentionIds.indexOf(parent.author_id)
    if (at >= 0) mentionIds.splice(at, 1)
    mentionIds.unshift(parent.author_id)
  }
  if (visibility === 'subscribers') {
    const subscribers = stmt(db, 'SELECT sender_id FROM subscriptions WHERE recipient_id = ? AND expires_at > ?').all(
      authorId,
      new Date().toISOString(),
    ) as { sender_id: string }[]
    for (const s of subscribers) if (!mentionIds.includes(s.sender_id)) mentionIds.push(s.sender_id)
  }
  return { ...content, mentionIds, quote }
}

/** The checks create and edit share, in Mitra's order. */
function validate(db: Db, text: string, p: Prepared, visibility: Visibility, mediaCount: number): void {
  // Mitra itself only enforces a hard size limit; this instance also enforces its advertised limit.
  if ([...text].length > readConfig(db).post_character_limit) throw validationError('post is too long')
  if (p.html === '' && mediaCount === 0) throw validationError('post can not be empty')
  if (p.mentionIds.length > MENTION_LIMIT) throw validationError('too many mentions')
  if (p.tags.length > HASHTAG_LIMIT) throw validationError('too many hashtags')
  if (p.emojis.length > EMOJI_LIMIT) throw validationError('too many emojis')
  if (visibility === 'direct' && p.mentionIds.length === 0)
    throw validationError('direct message should have at least one mention')
  if (p.quote && visibility !== 'public') throw validationError("can't add links to non-public posts")
}

function validateReply(db: Db, parent: PostRow, authorId: string, visibility: Visibility, mentionIds: string[]): void {
  if (parent.repost_of_id) throw validationError("can't reply to repost")
  if (!canReplyWith(parent.visibility, visibility, parent.author_id === authorId))
    throw validationError('reply must have narrower visibility')
  if (parent.visibility !== 'public' && visibility !== 'public') {
    const audience = new Set([...getMentionIds(db, parent.id), parent.author_id])
    if (!mentionIds.every((id) => audience.has(id))) throw validationError("can't add more recipients")
  }
}

function validateMedia(db: Db, ids: string[], ownerId: string, postId: string | null): void {
  if (ids.length > readConfig(db).max_media_attachments) throw validationError('too many attachments')
  for (const id of ids) if (!attachableMedia(db, id, ownerId, postId)) throw notFound('attachment')
}

/** Mitra's create-status rules, in its order; returns the stored post. */
export function createPost(
  db: Db,
  author: User,
  input: PostInput,
  instanceHost: string,
  mitra: MitraDialect = DEFAULT_DIALECT,
): PostRow {
  if (!hasPermission(author.user.role, 'create_post')) throw permissionError()
  const authorId = author.account.id

  let parent: PostRow | null = null
  if (input.inReplyToId) {
    const found = getPost(db, input.inReplyToId)
    if (!found || !canViewPost(db, found, authorId)) throw validationError('parent post does not exist')
    parent = found
  }
  const groupId = mitra === '3.21' ? null : postGroup(db, input.groupId, parent)
  const visibility =
    input.visibility === null
      ? defaultVisibility(parent, parent?.author_id === authorId)
      : parseVisibility(input.visibility)
  const prepared = prepare(
    db,
    authorId,
    input.text,
    input.contentType,
    input.quoteId,
    visibility,
    instanceHost,
    parent,
    mitra,
  )
  const hasPoll = input.poll.options.length > 0
  if (hasPoll && input.poll.expiresIn === null) throw validationError('poll duration must be provided')
  const language = postLanguage(input.language, mitra)
  if (!parent && visibility === 'conversation')
    throw validationError("top-level post can't have conversation visibility")
  const title = postTitle(input.title, mitra)
  if (hasPoll) validatePoll(input.poll, mitra)
  validate(db, input.text, prepared, visibility, input.mediaIds.length)
  if (parent) validateReply(db, parent, authorId, visibility, prepared.mentionIds)
  validateMedia(db, input.mediaIds, authorId, null)

  const post = insertPost(db, {
    id: input.id,
    authorId,
    content: prepared.html,
    contentSource: prepared.source,
    inReplyTo: parent,
    visibility,
    sensitive: input.sensitive,
    mentions: prepared.mentionIds,
    tags: prepared.tags,
    createdAt: input.createdAt,
    language,
    groupId,
    title,
  })
  setPostMedia(db, post.id, input.mediaIds)
  setPostEmojis(
    db,
    post.id,
    prepared.emojis.map((e) => e.id),
  )
  if (prepared.quote) setPostLinks(db, post.id, [prepared.quote.id])
  if (hasPoll) {
    const expiresAt = new Date(Date.parse(post.created_at) + (input.poll.expiresIn ?? 0) * 1000).toISOString()
    insertPoll(db, post.id, {
      multiple: input.poll.multiple,
      expiresAt,
      options: input.poll.options.map((title) => ({ title, votes_count: 0 })),
    })
  }
  notifyRecipients(db, post, parent, prepared.mentionIds)
  return post
}

/** The parent's author is told of a reply; everyone else mentioned of a mention (notify skips the author). */
function notifyRecipients(db: Db, post: PostRow, parent: PostRow | null, mentionIds: readonly string[]): void {
  const at = post.created_at
  if (parent)
    notify(db, {
      recipientId: parent.author_id,
      senderId: post.author_id,
      type: 'reply',
      postId: post.id,
      createdAt: at,
    })
  for (const id of mentionIds) {
    if (id !== parent?.author_id)
      notify(db, { recipientId: id, senderId: post.author_id, type: 'mention', postId: post.id, createdAt: at })
  }
}

/**
 * Mitra's edit-status rules: the author only; new text, attachments, sensitivity and quote.
 * Visibility, the reply and the poll stay; edited_at is set.
 */
export function editPost(
  db: Db,
  author: User,
  post: PostRow,
  edit: PostEdit,
  instanceHost: string,
  mitra: MitraDialect = DEFAULT_DIALECT,
): PostRow {
  const authorId = author.account.id
  if (post.author_id !== authorId || post.repost_of_id) throw permissionError()
  const parent = post.in_reply_to_id ? (getPost(db, post.in_reply_to_id) ?? null) : null
  const prepared = prepare(
    db,
    authorId,
    edit.text,
    edit.contentType,
    edit.quoteId,
    post.visibility,
    instanceHost,
    parent,
    mitra,
  )
  const language = postLanguage(edit.language, mitra)
  const title = postTitle(edit.title, mitra)
  validate(db, edit.text, prepared, post.visibility, edit.mediaIds.length)
  if (parent) validateReply(db, parent, authorId, post.visibility, prepared.mentionIds)
  validateMedia(db, edit.mediaIds, authorId, post.id)
  const before = new Set(getMentionIds(db, post.id))

  const updated = updatePost(db, post.id, {
    content: prepared.html,
    contentSource: prepared.source,
    sensitive: edit.sensitive,
    mentions: prepared.mentionIds,
    tags: prepared.tags,
    editedAt: edit.editedAt ?? new Date().toISOString(),
    language,
    title,
  })
  setPostMedia(db, post.id, edit.mediaIds)
  setPostEmojis(
    db,
    post.id,
    prepared.emojis.map((e) => e.id),
  )
  setPostLinks(db, post.id, prepared.quote ? [prepared.quote.id] : [])
  // Only accounts newly mentioned by the edit are told.
  const added = prepared.mentionIds.filter((id) => !before.has(id) && id !== parent?.author_id)
  for (const id of added)
    notify(db, {
      recipientId: id,
      senderId: authorId,
      type: 'mention',
      postId: post.id,
      createdAt: updated.edited_at ?? undefined,
    })
  return updated
}
