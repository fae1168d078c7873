import { useLingui } from '@lingui/react/macro'
import { ProfileDirectory } from '@/features/directory/profile-directory'
import { AccountName } from '@/features/post/account-name'
import { emojifyHtml } from '@/features/post/custom-emoji'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /profile-directory (signed-in): the local profiles as a grid of cards. */
export default function ProfileDirectoryRoute() {
  const { t } = useLingui()
  const title = t`Profile directory`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ProfileDirectory
        label={title}
        renderName={(account) => <AccountName account={account} />}
        emojify={(html, account) => emojifyHtml(html, account.emojis, 'emoji')}
      />
    </>
  )
}
