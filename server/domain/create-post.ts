import type { User } from '../db/accounts'
import { readConfig } from '../db/config'
import { stmt, type Db } from '../db/database'
import { canViewPost, getMentionIds, getPost, insertPost, type PostRow } from '../db/posts'
import { notFound, notSupported, permissionError, validationError } from '../http/errors'
import { escapeHtml } from './html'
import { renderPostContent } from './post-content'
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
  pollOptions: string[]
  /** Only the demo seed fixes these. */
  id?: string
  createdAt?: string
}

const MENTION_LIMIT = 50
const HASHTAG_LIMIT = 100

/** Mitra's create-status rules, in its order; returns the stored post. */
export function createPost(db: Db, author: User, input: PostInput, instanceHost: string): PostRow {
  if (!hasPermission(author.user.role, 'create_post')) throw permissionError()
  const config = readConfig(db)
  const authorId = author.account.id

  let parent: PostRow | null = null
  if (input.inReplyToId) {
    const found = getPost(db, input.inReplyToId)
    if (!found || !canViewPost(db, found, authorId)) throw validationError('parent post does not exist')
    parent = found
  }
  const sameAuthor = parent?.author_id === authorId
  const visibility = input.visibility === null ? defaultVisibility(parent, sameAuthor) : parseVisibility(input.visibility)
  if (input.contentType !== 'text/markdown' && input.contentType !== 'text/html') throw validationError('unsupported content type')
  if (!parent && visibility === 'conversation') throw validationError("top-level post can't have conversation visibility")
  // Mitra itself only enforces a hard size limit; this instance also enforces its advertised limit.
  if ([...input.text].length > config.post_character_limit) throw validationError('post is too long')
  if (input.pollOptions.length > 0) throw notSupported()

  const content = renderPostContent(db, input.text, input.contentType, instanceHost)
  const mentions = content.mentions.map((a) => a.id)
  if (visibility === 'subscribers') {
    const subscribers = stmt(db, 'SELECT sender_id FROM subscriptions WHERE recipient_id = ? AND expires_at > ?').all(
      authorId,
      new Date().toISOString(),
    ) as { sender_id: string }[]
    for (const s of subscribers) if (!mentions.includes(s.sender_id)) mentions.push(s.sender_id)
  }

  let html = content.html
  let quote: PostRow | null = null
  if (input.quoteId) {
    quote = getPost(db, input.quoteId) ?? null
    if (!quote || quote.visibility !== 'public' || quote.repost_of_id) throw validationError('quoted post does not exist')
    if (visibility !== 'public') throw validationError("can't add links to non-public posts")
    const uri = quote.object_id ?? LOCAL_URL + localObjectPath(quote.id)
    html += `<p>RE: <a href="${escapeHtml(uri)}" rel="noopener">${escapeHtml(uri)}</a></p>`
  }

  if (content.html === '' && input.mediaIds.length === 0) throw validationError('post can not be empty')
  if (visibility === 'direct' && mentions.length === 0) throw validationError('direct message should have at least one mention')
  if (mentions.length > MENTION_LIMIT) throw validationError('too many mentions')
  if (content.tags.length > HASHTAG_LIMIT) throw validationError('too many hashtags')

  if (parent) {
    if (parent.repost_of_id) throw validationError("can't reply to repost")
    if (!canReplyWith(parent.visibility, visibility, sameAuthor)) throw validationError('reply must have narrower visibility')
    if (parent.visibility !== 'public' && visibility !== 'public') {
      const audience = new Set([...getMentionIds(db, parent.id), parent.author_id])
      if (!mentions.every((id) => audience.has(id))) throw validationError("can't add more recipients")
    }
  }

  if (input.mediaIds.length > config.max_media_attachments) throw validationError('too many attachments')
  const attach = stmt(db, 'SELECT id FROM media_attachments WHERE id = ? AND owner_id = ? AND post_id IS NULL')
  for (const id of input.mediaIds) if (!attach.get(id, authorId)) throw notFound('attachment')

  const post = insertPost(db, {
    id: input.id,
    authorId,
    content: html,
    contentSource: content.source,
    inReplyTo: parent,
    visibility,
    sensitive: input.sensitive,
    mentions,
    tags: content.tags,
    createdAt: input.createdAt,
  })
  const link = stmt(db, 'UPDATE media_attachments SET post_id = ?, position = ? WHERE id = ?')
  input.mediaIds.forEach((id, i) => link.run(post.id, i, id))
  if (quote) stmt(db, 'INSERT INTO post_links (source_id, target_id, position) VALUES (?, ?, 0)').run(post.id, quote.id)
  return post
}
