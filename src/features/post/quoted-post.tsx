import { Plural, Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Link } from '@/lib/router'
import { useStatus } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { Avatar } from '@/ui/avatar'
import { Icon } from '@/ui/icon'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { AccountName } from './account-name'
import { splitEmojiText } from './custom-emoji'
import { postText } from './post-html'
import styles from './quoted-post.module.css'
import { iconImage } from '@/ui/icons/image'
import { postPath } from '@/lib/paths'
import { withLaterMessages } from '@/i18n/setup'

/** The post a post quotes: Mitra's pleroma.quote, else the first linked post. */
export function quotedPostOf(status: Status): Status | null {
  return status.pleroma?.quote ?? status.links?.[0] ?? null
}

// A muted author's quote, or one that is gone: rare, and its notes load only then.
const QuoteNote = lazy(withLaterMessages(() => import('./quote-note').then((m) => ({ default: m.QuoteNote }))))

/** The post's quote: the quoted post, or (QuoteNote) a note where it cannot be shown. */
export function PostQuote({ status }: { status: Status }) {
  const quote = quotedPostOf(status)
  if (quote ? quote.hidden : status.content.includes('RE:'))
    return (
      <Suspense fallback={null}>
        <QuoteNote status={status} />
      </Suspense>
    )
  return quote ? <QuotedPost status={quote} /> : null
}

/** A quoted post as a compact card linking to it. */
export function QuotedPost({ status: initial }: { status: Status }) {
  const status = useStatus(initial.id, initial)
  const text = postText(status)
  const media = status.media_attachments?.length ?? 0
  return (
    <Link to={postPath(status.id)} className={styles.quote}>
      <VisuallyHidden>
        <Trans>Quoted post</Trans>
      </VisuallyHidden>
      <span className={styles.author}>
        <Avatar account={status.account} size={20} />
        <AccountName account={status.account} className={styles.name} />
        <span className={styles.handle} dir="ltr">
          @{status.account.acct}
        </span>
      </span>
      {text ? (
        <span className={styles.text} dir="auto">
          {splitEmojiText(text, status.emojis).map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <img key={i} className={styles.emoji} src={part.url} alt={`:${part.shortcode}:`} />
            ),
          )}
        </span>
      ) : null}
      {media > 0 ? (
        <span className={styles.media}>
          <Icon path={iconImage} />
          <Plural value={media} one="# attachment" other="# attachments" />
        </span>
      ) : null}
    </Link>
  )
}
