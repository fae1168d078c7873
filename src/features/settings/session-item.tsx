import { Trans, useLingui } from '@lingui/react/macro'
import type { Session } from '@/api/sessions/types'
import { formatFullDate, parseDate } from '@/lib/dates'
import { Button } from '@/ui/button'
import styles from './session-list.module.css'

type SessionItemProps = { session: Session; onEnd: (session: Session) => void }

/** One session: the app (a web browser when none is named), when it signed in, and End session unless it is this one. */
export function SessionItem({ session, onEnd }: SessionItemProps) {
  const { t, i18n } = useLingui()
  const parsed = parseDate(session.created_at)
  const date = parsed ? formatFullDate(parsed, i18n.locale) : null
  return (
    <li className={styles.item}>
      <div className={styles.text}>
        <span className={styles.name}>
          {session.client_name ?? t`Web browser`}
          {session.is_current ? (
            <span className={styles.current}>
              <Trans>This session</Trans>
            </span>
          ) : null}
        </span>
        {date ? (
          <span className={styles.meta}>
            <Trans>
              Signed in <time dateTime={session.created_at}>{date}</time>
            </Trans>
          </span>
        ) : null}
      </div>
      {session.is_current ? null : (
        <Button
          size="sm"
          onClick={() => onEnd(session)}
          aria-label={date ? t`End the session signed in ${date}` : t`End session`}
        >
          <Trans>End session</Trans>
        </Button>
      )}
    </li>
  )
}
