import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import type { Account } from '@/api/accounts/types'
import { useFollowRequestDecision } from '@/api/follow-requests/mutations'
import { useRelationship } from '@/api/relationships/queries'
import { DecisionButtons } from '@/ui/decision-buttons'
import { useErrorText } from '@/ui/error-text'
import { ProfileCard } from '@/ui/profile-card'
import styles from './notification-item.module.css'

type FollowRequestActionsProps = {
  account: Account
  /** The notification's time, under the handle. */
  time: ReactNode
}

/**
 * A follow request's card with Accept and Reject in place. Once decided (here, or elsewhere as the
 * loaded relationship tells), the card says what happened instead of offering the buttons.
 */
export function FollowRequestActions({ account, time }: FollowRequestActionsProps) {
  const errorText = useErrorText()
  const decision = useFollowRequestDecision(account.id)
  const relationship = useRelationship(account.id)
  const outcome = useRef<HTMLParagraphElement>(null)
  const pending = decision.isPending ? decision.variables : null
  const decided = decision.isSuccess ? decision.variables : null

  // The buttons go away: the focus moves to the sentence that replaces them.
  useEffect(() => {
    if (decided) outcome.current?.focus()
  }, [decided])

  let result: ReactNode = null
  if (decided === 'authorize') result = <Trans>Request accepted</Trans>
  else if (decided === 'reject') result = <Trans>Request rejected</Trans>
  else if (relationship && !relationship.requested_by) {
    result = relationship.followed_by ? (
      <Trans>Request accepted</Trans>
    ) : (
      <Trans>This request is no longer pending</Trans>
    )
  }

  const actions = result ? null : (
    <DecisionButtons acct={`@${account.acct}`} pending={pending} onDecide={(d) => decision.mutate(d)} />
  )
  return (
    <div className={styles.request}>
      <ProfileCard
        account={account}
        meta={
          <>
            {time}
            {decision.error && !decision.isPending ? (
              <span role="alert" className={styles.error}>
                {' '}
                {errorText(decision.error)}
              </span>
            ) : null}
          </>
        }
        actions={actions}
      />
      <p role="status" ref={outcome} tabIndex={-1} className={result ? styles.outcome : styles.outcomeEmpty}>
        {result}
      </p>
    </div>
  )
}
