import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { unreadCountQuery } from '@/api/notifications/queries'
import { canSeeFederated } from '@/lib/access'
import { useAccountDrafts } from '@/lib/drafts'
import { canPost } from '@/lib/permissions'
import { LogoutButton } from './logout-button'
import { NavItem } from './nav-item'
import styles from './sidebar-nav.module.css'
import { iconBell } from '@/ui/icons/bell'
import { iconBookmark } from '@/ui/icons/bookmark'
import { iconDirectory } from '@/ui/icons/directory'
import { iconEdit } from '@/ui/icons/edit'
import { iconGlobe } from '@/ui/icons/globe'
import { iconInfo } from '@/ui/icons/info'
import { iconSettings } from '@/ui/icons/settings'
import { iconUsers } from '@/ui/icons/users'

type SidebarNavProps = { user: CredentialAccount; instance: Instance; className?: string }

/** The signed-in sidebar of spec section 2; a bottom bar on narrow screens. */
export function SidebarNav({ user, instance, className }: SidebarNavProps) {
  const { t } = useLingui()
  // Spec §4: notifications of the first page newer than the marker; "20+" when that page is full.
  const unread = useQuery(unreadCountQuery()).data
  const count = unread?.count ?? 0
  const shown = unread?.full ? `${count}+` : String(count)
  const badge = count > 0 ? { text: shown, label: t`${shown} unread` } : undefined
  const drafts = useAccountDrafts(user.id).length
  const draftsBadge = drafts > 0 ? { text: String(drafts), label: plural(drafts, { one: '# draft', other: '# drafts' }) } : undefined
  return (
    <nav aria-label={t`Main`} className={className ? `${styles.nav} ${className}` : styles.nav}>
      <ul className={styles.list}>
        <NavItem to="/notifications" icon={iconBell} label={t`Notifications`} badge={badge} />
        <NavItem to="/local" icon={iconUsers} label={t`Local`} />
        {canSeeFederated(instance, user) ? <NavItem to="/federated" icon={iconGlobe} label={t`Federated`} /> : null}
        <NavItem to="/profile-directory" icon={iconDirectory} label={t`Profile directory`} />
        <NavItem to="/bookmarks" icon={iconBookmark} label={t`Bookmarks`} />
        {/* Drafts are for those who may post (issue 19: a read-only member is offered nothing to write). */}
        {canPost(user) ? <NavItem to="/drafts" icon={iconEdit} label={t`Drafts`} badge={draftsBadge} /> : null}
        <NavItem to="/settings" icon={iconSettings} label={t`Settings`} />
        <NavItem to="/about" icon={iconInfo} label={t`About`} />
        <li className={styles.logout}>
          <LogoutButton />
        </li>
      </ul>
    </nav>
  )
}
