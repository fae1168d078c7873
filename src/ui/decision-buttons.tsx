import { Trans, useLingui } from '@lingui/react/macro'
import type { FollowRequestDecision as Decision } from '@/api/follow-requests/mutations'
import { Button } from './button'
import { iconCheck } from '@/ui/icons/check'
import { iconClose } from '@/ui/icons/close'

type DecisionButtonsProps = {
  /** The handle, with its @, that the buttons name for screen readers: "Accept @carol". */
  acct: string
  /** The decision being sent, if any: its button shows it is busy, both are disabled. */
  pending: Decision | null
  onDecide: (decision: Decision) => void
}

/** Accept and Reject of a follow request, wherever one is shown. */
export function DecisionButtons({ acct, pending, onDecide }: DecisionButtonsProps) {
  const { t } = useLingui()
  return (
    <>
      <Button
        variant="primary"
        icon={iconCheck}
        size="sm"
        aria-label={t`Accept ${acct}`}
        busy={pending === 'authorize'}
        disabled={pending !== null}
        onClick={() => onDecide('authorize')}
      >
        <Trans>Accept</Trans>
      </Button>
      <Button
        variant="danger"
        icon={iconClose}
        size="sm"
        aria-label={t`Reject ${acct}`}
        busy={pending === 'reject'}
        disabled={pending !== null}
        onClick={() => onDecide('reject')}
      >
        <Trans>Reject</Trans>
      </Button>
    </>
  )
}
