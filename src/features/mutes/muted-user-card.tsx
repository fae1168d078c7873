import { Trans, useLingui } from '@lingui/react/macro'
import type { Account } from '@/api/accounts/types'
import { useUnmute } from '@/api/mutes/mutations'
import { AccountActionCard } from '@/ui/account-action-card'
import { Button } from '@/ui/button'
import { iconSound } from '@/ui/icons/sound'

/** One muted account: the profile card with Unmute; a failure shows on the card. */
export function MutedUserCard({ account }: { account: Account }) {
  const { t } = useLingui()
  const unmute = useUnmute(account.id)
  const acct = `@${account.acct}`
  return (
    <AccountActionCard
      account={account}
      error={unmute.error}
      actions={
        <Button
          icon={iconSound}
          size="sm"
          aria-label={t`Unmute ${acct}`}
          busy={unmute.isPending}
          onClick={() => unmute.mutate()}
        >
          <Trans>Unmute</Trans>
        </Button>
      }
    />
  )
}
