import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { canListAccounts } from '@/api/admin/support'
import { useInstance } from '@/api/instance/queries'
import { hasPermission } from '@/lib/permissions'
import { Link } from '@/lib/router'
import styles from './settings.module.css'

type SettingsLinksProps = { user: CredentialAccount }

type Entry = { to: string; label: ReactNode; experimental?: boolean }

/** The other settings screens; subscription settings only for roles that may offer subscriptions. */
export function SettingsLinks({ user }: SettingsLinksProps) {
  const headingId = useId()
  const instance = useInstance()
  const entries: Entry[] = [
    { to: '/settings/profile', label: <Trans>Edit profile</Trans> },
    { to: '/settings/aliases', label: <Trans>Identities</Trans> },
    { to: '/settings/identity-proof', label: <Trans>Link cryptographic key</Trans> },
    { to: '/settings/import-follows', label: <Trans>Import follows</Trans> },
    { to: '/settings/import-followers', label: <Trans>Import followers</Trans>, experimental: true },
    { to: '/settings/move-followers', label: <Trans>Move followers</Trans> },
    { to: '/mutes', label: <Trans>Muted users</Trans> },
  ]
  if (hasPermission(user, 'manage_subscription_options')) {
    entries.push({ to: '/subscriptions/settings', label: <Trans>Subscription settings</Trans> })
  }
  if (canListAccounts(instance, user)) entries.push({ to: '/admin/accounts', label: <Trans>Accounts (admin)</Trans> })
  return (
    <nav className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>More settings</Trans>
      </h2>
      <ul className={styles.links}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={styles.link}>
              {entry.label}
              {entry.experimental ? (
                <span className={styles.badge}>
                  <Trans>Experimental</Trans>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
