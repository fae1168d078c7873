import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { draftStore, useAccountDrafts, useDraftsReady, type Draft } from '@/lib/drafts'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Spinner } from '@/ui/spinner'
import { showToast } from '@/ui/toast/toast-store'
import { DraftItem } from './draft-item'
import styles from './drafts-list.module.css'

type DraftsListProps = { accountId: string; label: string }

/** The account's drafts on this device, most recent first; live as they change in any tab. */
export function DraftsList({ accountId, label }: DraftsListProps) {
  const { t } = useLingui()
  const ready = useDraftsReady()
  const drafts = useAccountDrafts(accountId)
  const [deleting, setDeleting] = useState<Draft | null>(null)

  if (!ready) return <Spinner label={t`Loading drafts…`} />
  const confirm = () => {
    if (!deleting) return
    void draftStore().remove(accountId, deleting.context)
    setDeleting(null)
    showToast(t`Draft deleted.`)
  }
  return (
    <>
      {drafts.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No drafts</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {drafts.map((draft) => (
            <DraftItem key={draft.context} draft={draft} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<Trans>Delete this draft?</Trans>}
        confirmLabel={t`Delete`}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      >
        <Trans>Its text, poll and attachments are gone for good.</Trans>
      </ConfirmDialog>
    </>
  )
}
