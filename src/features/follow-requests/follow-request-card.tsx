import { Trans, useLingui } from '@lingui/react/macro'
import { useFollowRequestDecision } from '@/api/follow-requests/mutations'
import type { Account } from '@/api/accounts/types'
import { AccountActionCard } from '@/ui/account-action-card'
import { Button } from '@/ui/button'
import { iconCheck } from '@/ui/icons/check'
import { iconClose } from '@/ui/icons/close'

/** One request: the profile with Accept and Reject; a failure shows on the card. */
export function FollowRequestCard({ account }: { account: Account }) {
  const { t } = useLingui()
  const decision = useFollowRequestDecision(account.id)
  const pending = decision.isPending ? decision.variables : null
  const acct = `@${account.acct}`
  return (
    <AccountActionCard
      account={account}
      error={decision.error}
      actions={
        <>
          <Button
            variant="primary"
            icon={iconCheck}
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
            icon={iconClose}
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
