import { useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import { actionMarker } from '@/lib/keyboard/markers'
import { formatFullDate, formatTimestamp, parseDate, useNow } from '@/lib/dates'
import styles from './post-time.module.css'

type PostTimeProps = {
  postId: string
  createdAt: string
  /** The full date and time rather than the age (the post a thread is about). */
  full?: boolean
}

/** The post's age (or its full date), refreshed by the shared 5-second clock, linking to the post's page. */
export function PostTime({ postId, createdAt, full }: PostTimeProps) {
  const { i18n } = useLingui()
  const now = useNow(5000)
  const date = parseDate(createdAt)
  if (!date) return null
  return (
    <Link to={`/post/${encodeURIComponent(postId)}`} className={styles.time} {...actionMarker('open')}>
      <time dateTime={date.toISOString()} title={formatFullDate(date, i18n.locale)}>
        {full ? formatFullDate(date, i18n.locale) : formatTimestamp(date, new Date(now), i18n.locale)}
      </time>
    </Link>
  )
}
