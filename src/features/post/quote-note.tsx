import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import type { Status } from '@/api/statuses/types'
import { Button } from '@/ui/button'
import { QuotedPost, quotedPostOf } from './quoted-post'
import styles from './quote-note.module.css'

/**
 * A quote that is gone (the post was removed, or may not be seen by this reader): no quote came, and
 * the text still ends with Mitra's "RE: <link>" paragraph.
 */
export function quoteGone(status: Status): boolean {
  return !quotedPostOf(status) && /RE:\s*<a [^>]*>[^<]*<\/a>\s*(<\/p>)?\s*$/.test(status.content)
}

function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>
}

/**
 * Where a quote cannot be shown as it is (loaded only then): a muted author's quoted post waits
 * behind Show; a quote that is gone says so.
 */
export function QuoteNote({ status }: { status: Status }) {
  const [shown, setShown] = useState(false)
  const quote = quotedPostOf(status)
  if (quote && (shown || !quote.hidden)) return <QuotedPost status={quote} />
  if (quote)
    return (
      <Note>
        <Trans>Quoted post from an account you muted.</Trans>
        <Button size="sm" onClick={() => setShown(true)}>
          <Trans>Show</Trans>
        </Button>
      </Note>
    )
  return quoteGone(status) ? (
    <Note>
      <Trans>The quoted post is not available.</Trans>
    </Note>
  ) : null
}
