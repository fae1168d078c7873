import { Trans, useLingui } from '@lingui/react/macro'
import { useFollowRequestDecision } from '@/api/follow-requests/mutations'
import type { Account } from '@/api/accounts/types'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { ProfileCard } from '@/ui/profile-card'
import styles from './follow-request-list.module.css'

/** One request: the profile with Accept and Reject; a failure shows on the card. */
export function FollowRequestCard({ account }: { account: Account }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const decision = useFollowRequestDecision(account.id)
  const pending = decision.isPending ? decision.variables : null
  const acct = `@${account.acct}`
  return (
    <ProfileCard
      account={account}
      className={styles.card}
      meta={
        decision.error ? (
          <span role="alert" className={styles.error}>
            {errorText(decision.error)}
          </span>
        ) : null
      }
      actions={
        <>
          <Button
            variant="primary"
            icon="check"
            size="sm"
            aria-label={t`Accept ${acct}`}
            busy={pending === 'authorize'}
            disabled={decision.isPending}
            onClick={() => decision.mutate('authorize')}
          >
            <Trans>Accept</Trans>
          </Button>
          <Button
            variant="danger"
            icon="close"
            size="sm"
            aria-label={t`Reject ${acct}`}
            busy={pending === 'reject'}
            disabled={decision.isPending}
            onClick={() => decision.mutate('reject')}
          >
            <Trans>Reject</Trans>
          </Button>
        </>
      }
    />
  )
}
