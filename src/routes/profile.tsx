import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { accountStatusesQuery, profileQuery } from '@/api/accounts/profile'
import { AccountName } from '@/features/post/account-name'
import { copyText } from '@/features/post/copy-text'
import { emojifyHtml } from '@/features/post/custom-emoji'
import { PostViewerProvider } from '@/features/post/viewer'
import { ProfilePage, type ProfilePageSlots } from '@/features/profile/profile-page'
import { isProfileNotFound } from '@/features/profile/profile-state'
import { displayNameOf } from '@/lib/display-name'
import { usePageTitle } from '@/lib/page-title'
import { useParams } from '@/lib/router'
import { LoadError } from '@/ui/load-error'
import { PageHeading } from '@/ui/page-heading'
import { PagePending } from '@/ui/page-pending'
import { PostFeed } from './parts/post-feed'
import { profileRefOf } from './parts/profile-ref'

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

/** /@:acct and /profile/:profileId (everyone). */
export default function ProfileRoute() {
  const { t } = useLingui()
  const ref = profileRefOf(useParams())
  const queryClient = useQueryClient()
  const profile = useQuery({ ...profileQuery(ref ?? { kind: 'id', id: '' }), enabled: ref !== null })
  const notFound = ref === null || isProfileNotFound(profile.error)
  usePageTitle(profile.data ? displayNameOf(profile.data) : notFound ? t`Profile not found` : t`Profile`)

  if (notFound) return <PageHeading>{t`Profile not found`}</PageHeading>
  if (profile.isPending) return <PagePending />
  if (!profile.data) {
    return (
      <>
        <PageHeading>{t`Profile`}</PageHeading>
        <LoadError
          title={<Trans>The profile could not be loaded</Trans>}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          busy={profile.isFetching}
        />
      </>
    )
  }
  return (
    <PostViewerProvider>
      <ProfilePage key={profile.data.id} account={profile.data} slots={slots(queryClient)} />
    </PostViewerProvider>
  )
}
