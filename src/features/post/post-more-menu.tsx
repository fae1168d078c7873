import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { canDeleteAnyPost } from '@/api/admin/support'
import { supportsConversationFollowing } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { setMuted } from '@/api/relationships/mutations'
import { relationshipKeys } from '@/api/relationships/queries'
import type { Relationship } from '@/api/relationships/types'
import { loadReplies, savePermanently, toggleStatus } from '@/api/statuses/actions-mutations'
import { statusSourceQuery } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { useNavigate } from '@/lib/router'
import { useErrorText } from '@/ui/error-text'
import { MenuButton, type MenuItem, type MenuStart } from '@/ui/menu'
import { showToast } from '@/ui/toast/toast-store'
import { conversationMenuItem } from './conversation-menu-item'
import { copyText, postLink } from './copy-text'
import { postAbilities } from './post-permissions'
import { useViewer } from './viewer'
import { iconCloud } from '@/ui/icons/cloud'
import { iconCopy } from '@/ui/icons/copy'
import { iconEdit } from '@/ui/icons/edit'
import { iconLink } from '@/ui/icons/link'
import { iconMuted } from '@/ui/icons/muted'
import { iconPin } from '@/ui/icons/pin'
import { iconQuote } from '@/ui/icons/quote'
import { iconRefresh } from '@/ui/icons/refresh'
import { iconSound } from '@/ui/icons/sound'
import { iconTrash } from '@/ui/icons/trash'
import { postPath } from '@/lib/paths'

// The confirmation (and the delete call) load when Delete is first chosen.
const DeletePostDialog = lazy(() => import('./delete-post-dialog').then((m) => ({ default: m.DeletePostDialog })))

export type PostMoreMenuProps = {
  status: Status
  inThread: boolean
  /** Edit is offered only where an editor can open. */
  canEdit: boolean
  onEdit: () => void
  onDeleted?: () => void
  /** How the menu starts (its code loaded on demand: post-more-menu-slot.tsx). */
  start?: MenuStart
}

/** The post's "More" menu; its items are worked out when it opens (spec §6 rules). */
export function PostMoreMenu({ status, inThread, canEdit, onEdit, onDeleted, start }: PostMoreMenuProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const navigate = useNavigate()
  const instance = useInstance()
  /** The author's own delete, or an admin's (Mitra 4.9+: DELETE /api/v1/admin/posts/{id}). */
  const [deleting, setDeleting] = useState<false | 'own' | 'admin' | 'group'>(false)
  const acct = status.account.acct

  const fail = (error: unknown) => showToast(errorText(error), 'error')
  const copy = (text: string, done: string) =>
    void copyText(text).then((ok) => showToast(ok ? done : t`Could not copy to the clipboard.`, ok ? 'info' : 'error'))

  const items = (): MenuItem[] => {
    const relationship = queryClient.getQueryData<Relationship>(relationshipKeys.detail(status.account.id))
    const can = postAbilities({ user: viewer.user, status, inThread, relationship, ipfsGateway: viewer.ipfsGateway })
    const list: MenuItem[] = [
      { id: 'copy-link', label: t`Copy link`, icon: iconLink, onSelect: () => copy(postLink(status), t`Link copied.`) },
    ]
    // Quoting happens in the post's thread (spec §6): from a timeline, Quote opens it with the form.
    if (can.quoteInThread)
      list.push({
        id: 'quote',
        label: t`Quote`,
        icon: iconQuote,
        onSelect: () => void navigate(postPath(status.id, 'quote')),
      })
    if (can.pin) {
      list.push({
        id: 'pin',
        label: status.pinned ? t`Unpin` : t`Pin`,
        icon: iconPin,
        onSelect: () =>
          toggleStatus(queryClient, status, { kind: 'pin' }, !status.pinned, (error) => {
            const message = errorText(error)
            showToast(t`Could not change the pin: ${message}`, 'error')
          }),
      })
    }
    if (can.edit && canEdit) {
      list.push({
        id: 'edit',
        label: t`Edit`,
        icon: iconEdit,
        onSelect: () => {
          queryClient.fetchQuery(statusSourceQuery(status.id)).then((source) => {
            if (source.content_type === 'text/html')
              showToast(t`This post can't be edited: it has no markdown source.`, 'error')
            else onEdit()
          }, fail)
        },
      })
    }
    if (can.saveToIpfs) {
      list.push({
        id: 'ipfs',
        label: t`Save to IPFS`,
        icon: iconCloud,
        onSelect: () => void savePermanently(queryClient, status.id).then(() => showToast(t`Saved to IPFS.`), fail),
      })
    }
    if (viewer.user && !status.reblog && supportsConversationFollowing(instance))
      list.push(conversationMenuItem(queryClient, status, fail))
    if (can.mute && relationship) {
      const muting = relationship.muting
      list.push({
        id: 'mute',
        label: muting ? t`Unmute @${acct}` : t`Mute @${acct}`,
        icon: muting ? iconSound : iconMuted,
        onSelect: () =>
          void setMuted(queryClient, status.account.id, !muting).then(
            () => showToast(muting ? t`@${acct} is no longer muted.` : t`@${acct} is muted.`),
            fail,
          ),
      })
    }
    if (can.copyObjectId) {
      list.push({
        id: 'object-id',
        label: t`Copy object ID`,
        icon: iconCopy,
        onSelect: () => copy(status.uri, t`Object ID copied.`),
      })
    }
    if (can.loadReplies) {
      list.push({
        id: 'load-replies',
        label: t`Load replies`,
        icon: iconRefresh,
        onSelect: () =>
          void loadReplies(status.id).then(
            () => showToast(t`Loading replies. Reload the page in a few minutes to see them.`),
            fail,
          ),
      })
    }
    const danger = (id: string, label: string, kind: 'own' | 'admin' | 'group'): MenuItem => ({
      id,
      label,
      icon: iconTrash,
      tone: 'danger',
      onSelect: () => setDeleting(kind),
    })
    // A group's moderator (Mitra 5.9: DELETE /api/v1/statuses/{id}/thread).
    if (status.conversation?.can_moderate && status.group)
      list.push(danger('group-remove', t`Remove from group`, 'group'))
    if (can.delete) list.push(danger('delete', t`Delete`, 'own'))
    else if (canDeleteAnyPost(instance, viewer.user)) list.push(danger('admin-delete', t`Delete as admin`, 'admin'))
    return list
  }

  return (
    <>
      <MenuButton label={t`More actions`} items={items} start={start} />
      {deleting ? (
        <Suspense fallback={null}>
          <DeletePostDialog
            postId={status.id}
            asAdmin={deleting === 'admin' ? `@${acct}` : undefined}
            fromGroup={deleting === 'group'}
            onClose={() => setDeleting(false)}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </>
  )
}
