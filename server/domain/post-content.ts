import { getAccountByAcct, type AccountRow } from '../db/accounts'
import type { Db } from '../db/database'
import { DEFAULT_DIALECT, type MitraDialect } from '../dialect'
import { getLocalEmoji, type EmojiRow } from '../db/emojis'
import { validationError } from '../http/errors'
import { findShortcodes } from './emojis'
import { cleanHtml } from './html'
import { markdownLiteToHtml } from './markdown'
import { findHashtags, findMentions, replaceHashtags, replaceMentions, type MentionTarget } from './microsyntax'
import { stripMarker } from './urls'

export type PostContent = {
  html: string
  /** Markdown source, stored for editing (null for text/html posts). */
  source: string | null
  mentions: AccountRow[]
  tags: string[]
  /** Local custom emojis named in the text (:shortcode:); the text keeps the shortcodes. */
  emojis: EmojiRow[]
}

/**
 * Turns what a user typed into stored post HTML, as Mitra's create-status does: Markdown lite
 * (or cleaned HTML), then mentions of known accounts, then hashtags, then custom emojis.
 */
export function renderPostContent(
  db: Db,
  text: string,
  contentType: string,
  instanceHost: string,
  mitra: MitraDialect = DEFAULT_DIALECT,
): PostContent {
  const input = stripMarker(text)
  let html: string
  if (contentType === 'text/markdown') html = markdownLiteToHtml(input, mitra)
  else if (contentType === 'text/html') html = cleanHtml(input)
  else throw validationError('unsupported content type')

  const known = new Map<string, MentionTarget>()
  const mentions: AccountRow[] = []
  for (const acct of findMentions(html, instanceHost)) {
    const account = getAccountByAcct(db, acct)
    if (!account) continue // Unknown accounts stay plain text.
    known.set(acct, {
      username: account.username,
      hostname: account.hostname,
      url: account.actor_url ?? account.actor_id,
    })
    mentions.push(account)
  }
  html = replaceMentions(html, known, instanceHost)
  const tags = findHashtags(html)
  html = replaceHashtags(html)
  const emojis = findShortcodes(html)
    .map((name) => getLocalEmoji(db, name))
    .filter((e) => e !== undefined)
  return { html: html.trim(), source: contentType === 'text/markdown' ? input : null, mentions, tags, emojis }
}
