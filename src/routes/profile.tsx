import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { accountStatusesQuery } from '@/api/accounts/profile'
import { useCurrentUser } from '@/api/accounts/queries'
import type { Account } from '@/api/accounts/types'
import { groupTimelineQuery } from '@/api/groups/queries'
import { supportsGroups } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { Composer } from '@/features/compose/composer'
import { AccountName } from '@/features/post/account-name'
import { copyText } from '@/features/post/copy-text'
import { emojifyHtml } from '@/features/post/custom-emoji'
import { PostViewerProvider } from '@/features/post/viewer'
import { ProfilePage, type ProfilePageSlots } from '@/features/profile/profile-page'
import { Spinner } from '@/ui/spinner'
import { withLaterMessages } from '@/i18n/setup'
import { PostFeed } from './parts/post-feed'
import { ProfileScreen } from './parts/profile-screen'

// Only a group's profile shows it.
const GroupPanel = lazy(
  withLaterMessages(() => import('@/features/groups/group-panel').then((m) => ({ default: m.GroupPanel }))),
)

const renderGroup = (group: Account) => (
  <Suspense fallback={<Spinner size="sm" />}>
    <GroupPanel
      group={group}
      composer={
        <Composer mode={{ kind: 'new', group: { id: group.id, name: group.display_name || group.username } }} />
      }
    />
  </Suspense>
)

const slots = (queryClient: ReturnType<typeof useQueryClient>, groups: boolean): ProfilePageSlots => ({
  renderName: (account) => <AccountName account={account} />,
  emojify: (html, account) => emojifyHtml(html, account.emojis, 'emoji'),
  copy: copyText,
  renderPosts: (account, filters, label) =>
    // A group's posts are those sent to it, not those of its own account.
    groups && account.is_group ? (
      <PostFeed
        key={`${account.id}-group`}
        query={groupTimelineQuery(queryClient, account.id)}
        label={label}
        empty={<Trans>No posts in this group yet.</Trans>}
      />
    ) : (
      <PostFeed
        key={`${account.id}-${JSON.stringify(filters)}`}
        // The feed takes any infinite query of post pages; only the key's type differs from a timeline's.
        query={accountStatusesQuery(queryClient, account.id, filters)}
        label={label}
      />
    ),
  renderGroup: groups ? renderGroup : undefined,
})

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/** /@:acct and /profile/:profileId (everyone). */
export default function ProfileRoute() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // The group timeline and posting to a group need a sign-in.
  const signedIn = useCurrentUser() !== null
  const groups = supportsGroups(useInstance()) && signedIn
  return (
    <ProfileScreen fallbackTitle={t`Profile`} titleOf={(name) => name}>
      {(account) => (
        <PostViewerProvider>
          <ProfilePage key={account.id} account={account} slots={slots(queryClient, groups)} />
        </PostViewerProvider>
      )}
    </ProfileScreen>
  )
}
