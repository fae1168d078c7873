import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { RelationshipAction } from '@/api/relationships/profile'
import type { Relationship } from '@/api/relationships/types'
import { Button } from '@/ui/button'
import { Dialog } from '@/ui/dialog'
import { relationshipButtons } from './profile-state'
import styles from './profile-header.module.css'
import { iconCheck } from '@/ui/icons/check'
import { iconPlus } from '@/ui/icons/plus'

type RelationshipActionsProps = {
  relationship: Relationship | undefined
  signedIn: boolean
  busy: boolean
  /** The action in flight, to show the spinner on its own button. */
  pending: RelationshipAction['kind'] | null
  onAction: (action: RelationshipAction) => void
}

/** Follow, unfollow, cancel request, accept and reject (spec §4); guests learn to follow from their server. */
export function RelationshipActions({ relationship, signedIn, busy, pending, onAction }: RelationshipActionsProps) {
  const { t } = useLingui()
  const [guestDialog, setGuestDialog] = useState(false)
  const buttons = relationshipButtons(relationship, signedIn)
  return (
    <div className={styles.actions}>
      {buttons.map((button) => {
        switch (button) {
          case 'follow':
            return (
              <Button
                key={button}
                variant="primary"
                icon={iconPlus}
                busy={pending === 'follow'}
                disabled={busy}
                onClick={() => (signedIn ? onAction({ kind: 'follow' }) : setGuestDialog(true))}
              >
                <Trans>Follow</Trans>
              </Button>
            )
          case 'unfollow':
            return (
              <Button
                key={button}
                busy={pending === 'unfollow'}
                disabled={busy}
                onClick={() => onAction({ kind: 'unfollow' })}
              >
                <Trans>Unfollow</Trans>
              </Button>
            )
          case 'cancelRequest':
            return (
              <Button
                key={button}
                busy={pending === 'unfollow'}
                disabled={busy}
                onClick={() => onAction({ kind: 'unfollow' })}
              >
                <Trans>Cancel follow request</Trans>
              </Button>
            )
          case 'accept':
            return (
              <Button
                key={button}
                variant="primary"
                icon={iconCheck}
                busy={pending === 'authorize'}
                disabled={busy}
                onClick={() => onAction({ kind: 'authorize' })}
              >
                <Trans>Accept follow request</Trans>
              </Button>
            )
          case 'reject':
            return (
              <Button
                key={button}
                variant="danger"
                busy={pending === 'reject'}
                disabled={busy}
                onClick={() => onAction({ kind: 'reject' })}
              >
                <Trans>Reject follow request</Trans>
              </Button>
            )
        }
      })}
      <Dialog open={guestDialog} onClose={() => setGuestDialog(false)} aria-label={t`Follow`}>
        <div className={styles.dialog}>
          <p>
            <Trans>To follow this profile, search for its address on your own server and follow it from there.</Trans>
          </p>
          <Button onClick={() => setGuestDialog(false)}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
