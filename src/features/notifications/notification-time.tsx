import { useLingui } from '@lingui/react/macro'
import { formatFullDate, formatTimestamp, parseDate, useNow } from '@/lib/dates'
import styles from './notification-item.module.css'

/** When a notification came: short on screen, the full date and time on hover. */
export function NotificationTime({ createdAt }: { createdAt: string }) {
  const { i18n } = useLingui()
  const now = useNow(5000)
  const date = parseDate(createdAt)
  if (!date) return null
  return (
    <time className={styles.time} dateTime={date.toISOString()} title={formatFullDate(date, i18n.locale)}>
      {formatTimestamp(date, new Date(now), i18n.locale)}
    </time>
  )
}
