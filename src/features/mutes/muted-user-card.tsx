import { Trans, useLingui } from '@lingui/react/macro'
import type { Account } from '@/api/accounts/types'
import { useUnmute } from '@/api/mutes/mutations'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { ProfileCard } from '@/ui/profile-card'
import styles from './mute-list.module.css'

/** One muted account: the profile card with Unmute; a failure shows on the card. */
export function MutedUserCard({ account }: { account: Account }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const unmute = useUnmute(account.id)
  const acct = `@${account.acct}`
  return (
    <ProfileCard
      account={account}
      className={styles.card}
      meta={
        unmute.error ? (
          <span role="alert" className={styles.error}>
            {errorText(unmute.error)}
          </span>
        ) : null
      }
      actions={
        <Button icon="sound" size="sm" aria-label={t`Unmute ${acct}`} busy={unmute.isPending} onClick={() => unmute.mutate()}>
          <Trans>Unmute</Trans>
        </Button>
      }
    />
  )
}
