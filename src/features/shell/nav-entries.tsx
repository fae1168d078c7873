import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { supportsGroups } from '@/api/instance/mitra-features'
import { canSeeFederated } from '@/lib/access'
import type { NavState } from './nav-badges'
import { NavItem } from './nav-item'
import styles from './sidebar-nav.module.css'
import { iconBookmark } from '@/ui/icons/bookmark'
import { iconChat } from '@/ui/icons/chat'
import { iconDirectory } from '@/ui/icons/directory'
import { iconEdit } from '@/ui/icons/edit'
import { iconGlobe } from '@/ui/icons/globe'
import { iconInfo } from '@/ui/icons/info'
import { iconMuted } from '@/ui/icons/muted'
import { iconSettings } from '@/ui/icons/settings'
import { iconText } from '@/ui/icons/text'
import { iconUser } from '@/ui/icons/user'
import { iconUsers } from '@/ui/icons/users'
import { customFeedTimelinePath, profilePath } from '@/lib/paths'

type NavEntriesProps = {
  user: CredentialAccount
  instance: Instance
  nav: NavState
  /** The phone menu also lists muted users (the sidebar leaves them to Settings). */
  withMutes?: boolean
  /** Called when an entry is chosen (the phone menu closes). */
  onNavigate?: () => void
}

/**
 * The navigation entries after Home, Search and Notifications, as list items: timelines,
 * directory, bookmarks, drafts, profile, settings, about, then follow requests and the custom feeds
 * group, which show or grow once their first requests answer.
 * The wide sidebar and the phone menu sheet both show them.
 */
export function NavEntries({ user, instance, nav, withMutes = false, onNavigate }: NavEntriesProps) {
  const { t } = useLingui()
  const feedsId = useId()
  const item = { onClick: onNavigate }
  return (
    <>
      <NavItem to="/local" icon={iconUsers} label={t`Local`} {...item} />
      {canSeeFederated(instance, user) ? (
        <NavItem to="/federated" icon={iconGlobe} label={t`Federated`} {...item} />
      ) : null}
      <NavItem to="/profile-directory" icon={iconDirectory} label={t`Profile directory`} {...item} />
      {supportsGroups(instance) ? <NavItem to="/groups" icon={iconChat} label={t`Groups`} {...item} /> : null}
      <NavItem to="/bookmarks" icon={iconBookmark} label={t`Bookmarks`} {...item} />
      {nav.canPost ? <NavItem to="/drafts" icon={iconEdit} label={t`Drafts`} badge={nav.drafts} {...item} /> : null}
      <NavItem to={profilePath(user.username)} icon={iconUser} label={t`Profile`} {...item} />
      {withMutes ? <NavItem to="/mutes" icon={iconMuted} label={t`Muted users`} {...item} /> : null}
      <NavItem to="/settings" icon={iconSettings} label={t`Settings`} {...item} />
      <NavItem to="/about" icon={iconInfo} label={t`About`} {...item} />
      {/* What arrives with the first requests comes last: it then moves nothing above it. */}
      {nav.showFollowRequests ? (
        <NavItem
          to="/follow-requests"
          icon={iconUser}
          label={t`Follow requests`}
          badge={nav.followRequests}
          {...item}
        />
      ) : null}
      <li className={styles.group}>
        <span id={feedsId} className={styles.groupLabel}>
          {t`Feeds`}
        </span>
        <ul className={styles.list} aria-labelledby={feedsId}>
          {nav.feeds.map((feed) => (
            <NavItem key={feed.id} to={customFeedTimelinePath(feed.id)} icon={iconText} label={feed.title} {...item} />
          ))}
          <NavItem to="/custom-feeds" icon={iconSettings} label={t`Manage feeds`} {...item} />
        </ul>
      </li>
    </>
  )
}
