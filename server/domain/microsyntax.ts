import { escapeHtml } from './html'
import { LOCAL_URL, localActorPath, tagPath } from './urls'

/** Mentions and hashtags start after a line start, whitespace, ">" or "(" (as in Mitra). */
const MENTION_RE = /(^|\s|>|\()@([^\s<]+)/gmu
const MENTION_PARTS = /^([\p{L}\p{N}_.-]+)(?:@([\p{L}\p{N}_.-]*[\p{L}\p{N}_]))?([.,:?!)]?)$/u
const HASHTAG_RE = /(^|\s|>|\()#([^\s<]+)/gmu
const HASHTAG_PARTS = /^([\p{Alphabetic}\p{N}]+)([.,:?!)]?)$/u

/** Character ranges of <code>…</code> and <a …>…</a> elements, where microsyntax is not parsed. */
function protectedRanges(html: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const re of [/<code>[\s\S]*?<\/code>/g, /<a\s[^>]*>[\s\S]*?<\/a>/g]) {
    for (let m = re.exec(html); m; m = re.exec(html)) ranges.push([m.index, m.index + m[0].length])
  }
  return ranges
}

const inside = (ranges: [number, number][], at: number) => ranges.some(([a, b]) => at >= a && at < b)

type MentionMatch = { before: string; username: string; hostname: string | undefined; after: string }

function parseMention(body: string): Omit<MentionMatch, 'before'> | null {
  const m = MENTION_PARTS.exec(body)
  if (!m) return null
  return { username: m[1] ?? '', hostname: m[2], after: m[3] ?? '' }
}

/** acct as stored: "user" for local accounts, "user@host" for remote ones. */
export function mentionAcct(username: string, hostname: string | undefined, instanceHost: string): string {
  return !hostname || hostname === instanceHost || hostname === instanceHost.split(':')[0]
    ? username
    : `${username}@${hostname}`
}

/** Everything that looks like a mention, as acct strings, first occurrence order, no duplicates. */
export function findMentions(html: string, instanceHost: string): string[] {
  const ranges = protectedRanges(html)
  const found: string[] = []
  for (const m of html.matchAll(MENTION_RE)) {
    if (inside(ranges, (m.index ?? 0) + (m[1]?.length ?? 0))) continue
    const parts = parseMention(m[2] ?? '')
    if (!parts) continue
    const acct = mentionAcct(parts.username, parts.hostname, instanceHost)
    if (!found.includes(acct)) found.push(acct)
  }
  return found
}

export type MentionTarget = { username: string; hostname: string | null; url: string | null }

/** Local mention links use the LOCAL_URL marker; remote ones the actor's profile URL. */
export function mentionUrl(target: MentionTarget): string {
  return target.hostname === null ? LOCAL_URL + localActorPath(target.username) : (target.url ?? '')
}

/** Replaces known mentions with Mitra's h-card links; unknown ones stay as text. */
export function replaceMentions(html: string, known: Map<string, MentionTarget>, instanceHost: string): string {
  const ranges = protectedRanges(html)
  return html.replace(MENTION_RE, (whole, before: string, body: string, offset: number) => {
    if (inside(ranges, offset + before.length)) return whole
    const parts = parseMention(body)
    if (!parts) return whole
    const target = known.get(mentionAcct(parts.username, parts.hostname, instanceHost))
    if (!target) return whole
    const href = escapeHtml(mentionUrl(target))
    return `${before}<span class="h-card"><a class="u-url mention" href="${href}" rel="noopener">@${escapeHtml(target.username)}</a></span>${parts.after}`
  })
}

/** Hashtag names (lower case), first occurrence order, no duplicates. */
export function findHashtags(html: string): string[] {
  const ranges = protectedRanges(html)
  const tags: string[] = []
  for (const m of html.matchAll(HASHTAG_RE)) {
    if (inside(ranges, (m.index ?? 0) + (m[1]?.length ?? 0))) continue
    const parts = HASHTAG_PARTS.exec(m[2] ?? '')
    if (!parts) continue
    const name = (parts[1] ?? '').toLowerCase()
    if (!tags.includes(name)) tags.push(name)
  }
  return tags
}

export function replaceHashtags(html: string): string {
  const ranges = protectedRanges(html)
  return html.replace(HASHTAG_RE, (whole, before: string, body: string, offset: number) => {
    if (inside(ranges, offset + before.length)) return whole
    const parts = HASHTAG_PARTS.exec(body)
    if (!parts) return whole
    const tag = parts[1] ?? ''
    const href = escapeHtml(LOCAL_URL + tagPath(tag.toLowerCase()))
    return `${before}<a class="hashtag" href="${href}" rel="tag noopener">#${tag}</a>${parts[2] ?? ''}`
  })
}
