import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { accountStatusesQuery } from '@/api/accounts/profile'
import { AccountName } from '@/features/post/account-name'
import { copyText } from '@/features/post/copy-text'
import { emojifyHtml } from '@/features/post/custom-emoji'
import { PostViewerProvider } from '@/features/post/viewer'
import { ProfilePage, type ProfilePageSlots } from '@/features/profile/profile-page'
import { PostFeed } from './parts/post-feed'
import { ProfileScreen } from './parts/profile-screen'

const slots = (queryClient: ReturnType<typeof useQueryClient>): ProfilePageSlots => ({
  renderName: (account) => <AccountName account={account} />,
  emojify: (html, account) => emojifyHtml(html, account.emojis, 'emoji'),
  copy: copyText,
  renderPosts: (account, filters, label) => (
    <PostFeed
      key={`${account.id}-${JSON.stringify(filters)}`}
      // The feed takes any infinite query of post pages; only the key's type differs from a timeline's.
      query={accountStatusesQuery(queryClient, account.id, filters)}
      label={label}
    />
  ),
})

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/** /@:acct and /profile/:profileId (everyone). */
export default function ProfileRoute() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return (
    <ProfileScreen fallbackTitle={t`Profile`} titleOf={(name) => name}>
      {(account) => (
        <PostViewerProvider>
          <ProfilePage key={account.id} account={account} slots={slots(queryClient)} />
        </PostViewerProvider>
      )}
    </ProfileScreen>
  )
}
