import type { EmojiRow } from '../db/emojis'
import type { MediaRow } from '../db/media'
import { ownVotes, type Poll } from '../db/polls'
import { attachmentType } from '../domain/media'
import { mediaUrl } from './account'
import { pollOf, postData } from './batch'
import type { SerializeContext } from './context'

/** Attachment (media/types.rs): `preview_url` repeats `url`. */
export function attachmentEntity(ctx: SerializeContext, row: MediaRow) {
  const url = mediaUrl(ctx, row.file_name)
  return { id: row.id, type: attachmentType(row.media_type), url, preview_url: url, description: row.description }
}

/** CustomEmoji: the shortcode without colons; the image is served from this instance's media. */
export function customEmojiEntity(ctx: SerializeContext, row: EmojiRow) {
  const url = mediaUrl(ctx, row.file_name)
  return { shortcode: row.shortcode, url, static_url: url, visible_in_picker: true }
}

/**
 * Poll (polls/types.rs). `voted` and `own_votes` are null for guests; `voters_count` is 0 for
 * multiple-choice polls and null otherwise, as Mitra sends it.
 */
export function pollEntity(ctx: SerializeContext, poll: Poll, own?: number[]) {
  const votes =
    ctx.viewerId === null
      ? null
      : (own ?? postData(ctx, 'ownVotes', poll.postId, () => ownVotes(ctx.db, poll.postId, ctx.viewerId ?? '')))
  return {
    id: poll.postId,
    expires_at: poll.expiresAt,
    expired: poll.expiresAt <= ctx.now,
    multiple: poll.multiple,
    votes_count: poll.options.reduce((sum, o) => sum + o.votes_count, 0),
    voters_count: poll.multiple ? 0 : null,
    options: poll.options.map((o) => ({ title: o.title, votes_count: o.votes_count })),
    emojis: [] as unknown[],
    voted: votes === null ? null : votes.length > 0,
    own_votes: votes,
  }
}

export function postPollEntity(ctx: SerializeContext, postId: string) {
  const poll = pollOf(ctx, postId)
  return poll ? pollEntity(ctx, poll) : null
}
