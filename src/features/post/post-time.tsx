import { useLingui } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import { actionMarker } from '@/lib/keyboard/markers'
import { formatFullDate, formatTimestamp, parseDate, useNow } from '@/lib/dates'
import styles from './post-time.module.css'
import { postPath } from '@/lib/paths'

type PostTimeProps = {
  postId: string
  createdAt: string
}

/**
 * The full date and time of the post a thread is about, on a line of its own under the post (it
 * does not fit a phone's header line beside the name).
 */
export function PostDate({ createdAt }: { createdAt: string }) {
  const { i18n } = useLingui()
  const date = parseDate(createdAt)
  if (!date) return null
  return (
    <p className={styles.date}>
      <time dateTime={date.toISOString()}>{formatFullDate(date, i18n.locale)}</time>
    </p>
  )
}

/**
 * The post's age, refreshed by the shared 5-second clock, linking to the post's page. Only the age
 * follows the clock: the link and the full date (a costly format) render once.
 */
export function PostTime({ postId, createdAt }: PostTimeProps) {
  const { i18n } = useLingui()
  const date = parseDate(createdAt)
  if (!date) return null
  return (
    <Link to={postPath(postId)} className={styles.time} {...actionMarker('open')}>
      <time dateTime={date.toISOString()} title={formatFullDate(date, i18n.locale)}>
        <PostAge date={date} locale={i18n.locale} />
      </time>
    </Link>
  )
}

function PostAge({ date, locale }: { date: Date; locale: string }) {
  const now = useNow(5000)
  return formatTimestamp(date, new Date(now), locale)
}
