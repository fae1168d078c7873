import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useEndSession } from '@/api/sessions/mutations'
import { sessionListQuery } from '@/api/sessions/queries'
import type { Session } from '@/api/sessions/types'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import { QueryLoadError } from '@/ui/load-error'
import { Spinner } from '@/ui/spinner'
import { showToast } from '@/ui/toast/toast-store'
import { SessionItem } from './session-item'
import styles from './session-list.module.css'

/**
 * Where the member is signed in (Mitra 4.14+): one entry per session, this one marked, End
 * session on the others, confirmed. Ending one signs that device out at its next call.
 */
export function SessionList({ label }: { label: string }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const sessions = useQuery(sessionListQuery())
  const end = useEndSession()
  const [ending, setEnding] = useState<Session | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  if (sessions.isPending) return <Spinner label={t`Loading sessions…`} />
  if (sessions.isError)
    return <QueryLoadError title={<Trans>The sessions could not be loaded</Trans>} query={sessions} />

  const close = () => {
    setEnding(null)
    end.reset()
  }
  const confirm = () => {
    if (!ending) return
    end.mutate(ending.id, {
      onSuccess: () => {
        setEnding(null)
        showToast(t`Session ended.`)
        // The button went with the entry: the focus goes to the list.
        setTimeout(() => listRef.current?.focus(), 0)
      },
    })
  }
  // Newest first; this session leads.
  const list = [...sessions.data].sort(
    (a, b) => Number(b.is_current) - Number(a.is_current) || b.created_at.localeCompare(a.created_at),
  )
  return (
    <>
      <ul ref={listRef} tabIndex={-1} className={styles.list} aria-label={label}>
        {list.map((session) => (
          <SessionItem key={session.id} session={session} onEnd={setEnding} />
        ))}
      </ul>
      {list.length === 1 ? (
        <p className={styles.note}>
          <Trans>You are not signed in anywhere else.</Trans>
        </p>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={<Trans>End this session?</Trans>}
        confirmLabel={t`End session`}
        busy={end.isPending}
        error={end.error ? errorText(end.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      >
        <Trans>The device signed in there is signed out and needs the password to come back.</Trans>
      </ConfirmDialog>
    </>
  )
}
