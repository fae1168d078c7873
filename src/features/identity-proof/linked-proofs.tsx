import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { canRemoveIdentityProofs, proofDid, useRemoveIdentityProof } from '@/api/identity-proofs/removal'
import { useInstance } from '@/api/instance/queries'
import { Button } from '@/ui/button'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useErrorText } from '@/ui/error-text'
import styles from './linked-proofs.module.css'

type Linked = { did: string; name: string; value: string }

/**
 * The keys and addresses linked to the account, each with Remove after a confirmation, where the
 * instance can remove them (Mitra 4.15.0). What happened is announced, and focus goes to the list's
 * heading once the removed row is gone.
 */
export function LinkedProofs() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const instance = useInstance()
  const user = useCurrentUser()
  const remove = useRemoveIdentityProof()
  const [removing, setRemoving] = useState<Linked | null>(null)
  const [done, setDone] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // Once the dialog has closed (and given the focus back to a button that is gone), to the heading.
  useEffect(() => {
    if (done) headingRef.current?.focus()
  }, [done])
  if (!user || !canRemoveIdentityProofs(instance)) return null
  const linked = (user.identity_proofs ?? []).flatMap((proof) => {
    const did = proofDid(proof)
    return did ? [{ did, name: proof.name, value: proof.value }] : []
  })
  const close = () => {
    setRemoving(null)
    remove.reset()
  }
  const confirm = () => {
    if (!removing) return
    const value = removing.value
    remove.mutate(removing.did, {
      onSuccess: () => {
        close()
        setDone(t`${value} is no longer linked to your profile.`)
      },
    })
  }
  if (linked.length === 0 && !done) return null
  const removingValue = removing?.value ?? ''
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        <Trans>Linked keys and addresses</Trans>
      </h2>
      <p role="status" className={styles.done}>
        {done}
      </p>
      {linked.length > 0 ? (
        <ul className={styles.list}>
          {linked.map((proof) => {
            const shown = proof.value
            return (
              <li key={proof.did} className={styles.row}>
                <span className={styles.name}>{proof.name}</span>
                <code className={styles.value}>{proof.value}</code>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t`Remove ${shown}`}
                  onClick={() => {
                    setDone('')
                    setRemoving(proof)
                  }}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={<Trans>Remove {removingValue} from your profile?</Trans>}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      >
        <Trans>Your profile will no longer show it as verified. You can link it again later.</Trans>
      </ConfirmDialog>
    </section>
  )
}
