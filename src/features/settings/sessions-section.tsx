import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { SessionList } from './session-list'
import styles from './settings.module.css'

/**
 * Where the member is signed in (Mitra 4.14+; the settings page shows it only there). A section
 * of the settings screen rather than a screen of its own: a new route would grow the route table
 * that home loads.
 */
export function SessionsSection() {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Sessions</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>Where you are signed in. Ending a session signs that device out.</Trans>
      </p>
      <SessionList label={t`Sessions`} />
    </section>
  )
}
