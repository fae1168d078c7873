import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@/api/accounts/queries'
import type { Account } from '@/api/accounts/types'
import { followerDelta, shiftDirectoryFollowers } from '@/api/directory/queries'
import { useProfileRelationship, type RelationshipAction } from '@/api/relationships/profile'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { iconPlus } from '@/ui/icons/plus'
import { showToast } from '@/ui/toast/toast-store'

type DirectoryFollowProps = {
  account: Pick<Account, 'id' | 'acct'>
  /** The id of the card's @handle, so that a screen reader hears whom the button follows. */
  describedBy: string
}

/**
 * Follow, Unfollow or Cancel follow request on a directory card. The relationship comes from the
 * page's batch (one call per page of cards); nothing shows until it is loaded. A follow that the
 * server confirms moves the card's follower count.
 */
export function DirectoryFollow({ account, describedBy }: DirectoryFollowProps) {
  const queryClient = useQueryClient()
  const errorText = useErrorText()
  // Not enabled: the batch of the page fills the relationship, so no card calls on its own.
  const { relationship, mutation } = useProfileRelationship(account.id, false)
  if (!relationship) return null
  const act = (action: RelationshipAction) => {
    const before = relationship
    mutation.mutate(action, {
      onError: (error) => showToast(errorText(error), 'error'),
      onSuccess: (after) => {
        shiftDirectoryFollowers(queryClient, account.id, followerDelta(before, after))
        // The profile page reads its own copy of the account: re-read it there next time.
        void queryClient.invalidateQueries({ queryKey: accountKeys.detail(account.id), exact: true })
        void queryClient.invalidateQueries({ queryKey: accountKeys.byAcct(account.acct), exact: true })
      },
    })
  }
  const pending = mutation.isPending ? mutation.variables.kind : null
  if (relationship.following || relationship.requested) {
    return (
      <Button
        size="sm"
        aria-describedby={describedBy}
        busy={pending === 'unfollow'}
        disabled={mutation.isPending}
        onClick={() => act({ kind: 'unfollow' })}
      >
        {relationship.following ? <Trans>Unfollow</Trans> : <Trans>Cancel follow request</Trans>}
      </Button>
    )
  }
  return (
    <Button
      size="sm"
      variant="primary"
      icon={iconPlus}
      aria-describedby={describedBy}
      busy={pending === 'follow'}
      disabled={mutation.isPending}
      onClick={() => act({ kind: 'follow' })}
    >
      <Trans>Follow</Trans>
    </Button>
  )
}
