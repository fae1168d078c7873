import { Trans } from '@lingui/react/macro'
import { Alert } from '@/ui/alert'
import styles from './read-only-note.module.css'

/** Shown instead of the composer to members whose role lacks create_post. */
export function ReadOnlyNote() {
  return (
    <Alert tone="info" className={styles.note}>
      <Trans>Your account is read-only: you can read and react, but not post.</Trans>
    </Alert>
  )
}
