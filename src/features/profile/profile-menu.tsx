import { useLingui } from '@lingui/react/macro'
import type { Account } from '@/api/accounts/types'
import type { RelationshipAction } from '@/api/relationships/profile'
import type { Relationship } from '@/api/relationships/types'
import { useNavigate } from '@/lib/router'
import { MenuButton, type MenuItem } from '@/ui/menu'
import { canToggleFollowFlags, isRemote } from './profile-state'
import { iconCopy } from '@/ui/icons/copy'
import { iconDownload } from '@/ui/icons/download'
import { iconEdit } from '@/ui/icons/edit'
import { iconLink } from '@/ui/icons/link'
import { iconLock } from '@/ui/icons/lock'
import { iconMuted } from '@/ui/icons/muted'
import { iconPin } from '@/ui/icons/pin'
import { iconRepeat } from '@/ui/icons/repeat'
import { iconReply } from '@/ui/icons/reply'
import { iconSound } from '@/ui/icons/sound'
import { iconText } from '@/ui/icons/text'
import { iconUser } from '@/ui/icons/user'
import { iconWallet } from '@/ui/icons/wallet'

type ProfileMenuProps = {
  account: Account
  relationship: Relationship | undefined
  own: boolean
  signedIn: boolean
  admin: boolean
  onCopy: (text: string) => void
  onAction: (action: RelationshipAction) => void
  onLoadLatest: () => void
  /** Where the instance loads a remote actor's featured collection (Mitra 4.2+). */
  onLoadFeatured?: () => void
  /** Own profile with a browser wallet: opens the Ethereum address linking. */
  onLinkEthereum?: () => void
}

/**
 * The profile's more-menu: copy link; on the own profile the ways to its settings and lists;
 * on another's, mute and the reposts and replies toggles; admin items.
 */
export function ProfileMenu({
  account,
  relationship,
  own,
  signedIn,
  admin,
  onCopy,
  onAction,
  onLoadLatest,
  onLoadFeatured,
  onLinkEthereum,
}: ProfileMenuProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const items = (): MenuItem[] => {
    const list: MenuItem[] = [
      {
        id: 'copy-link',
        label: t`Copy link to profile`,
        icon: iconLink,
        onSelect: () => onCopy(account.url || account.actor_id),
      },
    ]
    if (signedIn && own) {
      const go = (to: string) => () => navigate(to)
      list.push(
        { id: 'edit-profile', label: t`Edit profile`, icon: iconEdit, onSelect: go('/settings/profile') },
        { id: 'follow-requests', label: t`Follow requests`, icon: iconUser, onSelect: go('/follow-requests') },
        { id: 'mutes', label: t`Muted users`, icon: iconMuted, onSelect: go('/mutes') },
        { id: 'custom-feeds', label: t`Custom feeds`, icon: iconText, onSelect: go('/custom-feeds') },
        {
          id: 'identity-proof',
          label: t`Link cryptographic key`,
          icon: iconLock,
          onSelect: go('/settings/identity-proof'),
        },
      )
      if (onLinkEthereum)
        list.push({ id: 'link-ethereum', label: t`Link Ethereum address`, icon: iconWallet, onSelect: onLinkEthereum })
    }
    if (signedIn && !own && relationship) {
      list.push(
        relationship.muting
          ? { id: 'unmute', label: t`Unmute`, icon: iconSound, onSelect: () => onAction({ kind: 'unmute' }) }
          : { id: 'mute', label: t`Mute`, icon: iconMuted, onSelect: () => onAction({ kind: 'mute' }) },
      )
      if (canToggleFollowFlags(relationship)) {
        const reblogs = relationship.showing_reblogs
        const replies = relationship.showing_replies
        list.push(
          {
            id: 'reposts',
            label: reblogs ? t`Hide reposts` : t`Show reposts`,
            icon: iconRepeat,
            onSelect: () => onAction({ kind: 'follow', options: { reblogs: !reblogs, replies } }),
          },
          {
            id: 'replies',
            label: replies ? t`Hide replies` : t`Show replies`,
            icon: iconReply,
            onSelect: () => onAction({ kind: 'follow', options: { reblogs, replies: !replies } }),
          },
        )
      }
    }
    if (admin) {
      list.push(
        { id: 'copy-id', label: t`Copy profile ID`, icon: iconCopy, onSelect: () => onCopy(account.id) },
        { id: 'copy-actor', label: t`Copy actor ID`, icon: iconCopy, onSelect: () => onCopy(account.actor_id) },
      )
      if (isRemote(account)) {
        list.push({ id: 'load-latest', label: t`Load latest posts`, icon: iconDownload, onSelect: onLoadLatest })
        if (onLoadFeatured)
          list.push({ id: 'load-featured', label: t`Load featured posts`, icon: iconPin, onSelect: onLoadFeatured })
      }
    }
    return list
  }
  return <MenuButton label={t`Profile actions`} items={items} />
}
