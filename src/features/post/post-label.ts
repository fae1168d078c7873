import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import type { Status } from '@/api/statuses/types'
import { formatFullDate, parseDate } from '@/lib/dates'
import { displayNameOf } from '@/lib/display-name'
import { plainText } from '@/lib/plain-text'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** How much of the text the label reads before cutting it. */
export const EXCERPT_LENGTH = 80

/** The start of a text, cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const chars = [...text]
  if (chars.length <= max) return text
  const head = chars.slice(0, max).join('')
  const space = head.lastIndexOf(' ')
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`
}

// Building a RelativeTimeFormat costs far more than using one: every card of a feed needs it.
const spokenFormats = new Map<string, Intl.RelativeTimeFormat>()

function spokenFormat(locale: string): Intl.RelativeTimeFormat {
  let format = spokenFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' })
    spokenFormats.set(locale, format)
  }
  return format
}

/**
 * The post's age as read aloud: "5 minutes ago" within a week (a long relative form, unlike the
 * short one on screen), then the full date and time.
 */
export function spokenTime(date: Date, now: Date, locale: string): string {
  const age = Math.max(0, now.getTime() - date.getTime())
  if (age >= 7 * DAY) return formatFullDate(date, locale)
  const relative = spokenFormat(locale)
  if (age < MINUTE) return relative.format(0, 'second')
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute')
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour')
  return relative.format(-Math.floor(age / DAY), 'day')
}

type LabelOptions = {
  now: Date
  /** The active locale (default: Lingui's). */
  locale?: string
  /** The viewer hides sensitive posts behind a warning: their text is left out of the label. */
  contentWarnings: boolean
}

/** What the post holds besides text (media, poll), for a label. */
function extras(status: Status): string[] {
  const parts: string[] = []
  const media = status.media_attachments?.length ?? 0
  if (media > 0) parts.push(plural(media, { one: '# attachment', other: '# attachments' }))
  if (status.poll) parts.push(t`poll`)
  return parts
}

/**
 * The accessible name of a post card: author, time and the start of the text, so that moving
 * through a feed says whose post it is and what it is about. A repost names both people; a
 * sensitive post gives its warning instead of its text; a titled one its title instead of its
 * text; attachments and a poll are mentioned.
 */
export function postLabel(post: Status, { now, locale = i18n.locale, contentWarnings }: LabelOptions): string {
  const original = post.reblog ?? post
  const author = displayNameOf(original.account)
  const date = parseDate(original.created_at)
  const time = date ? spokenTime(date, now, locale) : ''
  const reposter = displayNameOf(post.account)
  const who = post.reblog ? t`Repost by ${reposter} of ${author}` : author
  const head = time ? `${who}, ${time}` : who

  let summary: string
  if (original.sensitive && contentWarnings) {
    const warning = plainText(original.spoiler_text ?? '')
    const start = excerpt(warning)
    summary = warning ? t`Content warning: ${start}` : t`Content warning: sensitive content`
  } else {
    // A titled post (Mitra 5.6+) is named by its title, which also starts its content.
    summary = excerpt(original.title || plainText(original.content ?? ''))
  }
  const rest = [summary, ...extras(original)].filter(Boolean).join(', ')
  return rest ? `${head}: ${rest}` : head
}
