import { useFollowRequestDecision } from '@/api/follow-requests/mutations'
import type { Account } from '@/api/accounts/types'
import { AccountActionCard } from '@/ui/account-action-card'
import { DecisionButtons } from '@/ui/decision-buttons'

/** One request: the profile with Accept and Reject; a failure shows on the card. */
export function FollowRequestCard({ account }: { account: Account }) {
  const decision = useFollowRequestDecision(account.id)
  return (
    <AccountActionCard
      account={account}
      error={decision.error}
      actions={
        <DecisionButtons
          acct={`@${account.acct}`}
          pending={decision.isPending ? decision.variables : null}
          onDecide={(d) => decision.mutate(d)}
        />
      }
    />
  )
}
