import { useLingui } from '@lingui/react/macro'
import type { Account } from '@/api/accounts/types'
import type { RelationshipAction } from '@/api/relationships/profile'
import type { Relationship } from '@/api/relationships/types'
import { MenuButton, type MenuItem } from '@/ui/menu'
import { canToggleFollowFlags, isRemote } from './profile-state'

type ProfileMenuProps = {
  account: Account
  relationship: Relationship | undefined
  own: boolean
  signedIn: boolean
  admin: boolean
  onCopy: (text: string) => void
  onAction: (action: RelationshipAction) => void
  onLoadLatest: () => void
}

/** The profile's more-menu: copy link, mute, reposts and replies toggles, admin items. */
export function ProfileMenu({ account, relationship, own, signedIn, admin, onCopy, onAction, onLoadLatest }: ProfileMenuProps) {
  const { t } = useLingui()
  const items = (): MenuItem[] => {
    const list: MenuItem[] = [
      { id: 'copy-link', label: t`Copy link to profile`, icon: 'link', onSelect: () => onCopy(account.url || account.actor_id) },
    ]
    if (signedIn && !own && relationship) {
      list.push(
        relationship.muting
          ? { id: 'unmute', label: t`Unmute`, icon: 'sound', onSelect: () => onAction({ kind: 'unmute' }) }
          : { id: 'mute', label: t`Mute`, icon: 'muted', onSelect: () => onAction({ kind: 'mute' }) },
      )
      if (canToggleFollowFlags(relationship)) {
        const reblogs = relationship.showing_reblogs
        const replies = relationship.showing_replies
        list.push(
          {
            id: 'reposts',
            label: reblogs ? t`Hide reposts` : t`Show reposts`,
            icon: 'repeat',
            onSelect: () => onAction({ kind: 'follow', options: { reblogs: !reblogs, replies } }),
          },
          {
            id: 'replies',
            label: replies ? t`Hide replies` : t`Show replies`,
            icon: 'reply',
            onSelect: () => onAction({ kind: 'follow', options: { reblogs, replies: !replies } }),
          },
        )
      }
    }
    if (admin) {
      list.push(
        { id: 'copy-id', label: t`Copy profile ID`, icon: 'copy', onSelect: () => onCopy(account.id) },
        { id: 'copy-actor', label: t`Copy actor ID`, icon: 'copy', onSelect: () => onCopy(account.actor_id) },
      )
      if (isRemote(account)) list.push({ id: 'load-latest', label: t`Load latest posts`, icon: 'download', onSelect: onLoadLatest })
    }
    return list
  }
  return <MenuButton label={t`Profile actions`} items={items} />
}
