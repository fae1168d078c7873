import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { outgoingRequestsQuery, useCancelFollowRequest } from '@/api/follow-requests/outgoing'
import type { Account } from '@/api/accounts/types'
import { AccountActionCard } from '@/ui/account-action-card'
import { Button } from '@/ui/button'
import { PagedList } from '@/ui/paged-list'
import { showToast } from '@/ui/toast/toast-store'
import { useFocusAfterRemoval } from '@/ui/use-focus-after-removal'
import styles from '@/ui/paged-list.module.css'

/** One sent request: the profile with Cancel request; a failure shows on the card. */
function OutgoingRequestCard({ account, onCancelled }: { account: Account; onCancelled: () => void }) {
  const { t } = useLingui()
  const cancel = useCancelFollowRequest(account.id)
  const acct = `@${account.acct}`
  return (
    <AccountActionCard
      account={account}
      error={cancel.error}
      actions={
        <Button
          size="sm"
          aria-label={t`Cancel the request to ${acct}`}
          busy={cancel.isPending}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
        >
          <Trans>Cancel request</Trans>
        </Button>
      }
    />
  )
}

/**
 * "Requests you sent" (Mitra 4.19 and later): the accounts the member asked to follow that have not
 * answered yet, each with Cancel request, paged with Show more. After a cancel the result is
 * announced and the focus moves to the next card's button, or to the heading.
 */
export function OutgoingRequestList() {
  const { t } = useLingui()
  const headingId = useId()
  const requests = useInfiniteQuery(outgoingRequestsQuery())
  const sectionRef = useRef<HTMLElement>(null)
  const title = t`Requests you sent`

  const items = requests.data?.pages.flatMap((page) => page.items) ?? []
  const focusAfterCancel = useFocusAfterRemoval(
    items.map((account) => account.id),
    (index) => {
      const section = sectionRef.current
      const buttons = section?.querySelectorAll<HTMLButtonElement>('li button')
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      if (next) next.focus()
      else section?.querySelector<HTMLElement>('h2')?.focus()
    },
  )

  const cancelled = (account: Account, index: number) => {
    const acct = `@${account.acct}`
    showToast(t`Your follow request to ${acct} was cancelled.`)
    focusAfterCancel(account.id, index)
  }

  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading} tabIndex={-1}>
        {title}
      </h2>
      <PagedList
        query={requests}
        label={title}
        keyOf={(account) => account.id}
        renderItem={(account) => (
          <OutgoingRequestCard account={account} onCancelled={() => cancelled(account, items.indexOf(account))} />
        )}
        failedTitle={<Trans>Your sent requests could not be loaded</Trans>}
        moreFailedTitle={<Trans>More requests could not be loaded</Trans>}
        empty={<Trans>You have no follow requests waiting for an answer</Trans>}
        more={<Trans>Show more requests</Trans>}
      />
    </section>
  )
}
