import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from '@/lib/router'
import { ProfileDirectory } from '@/features/directory/profile-directory'
import { AccountName } from '@/features/post/account-name'
import { emojifyHtml } from '@/features/post/custom-emoji'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/**
 * /profile-directory (signed-in): the local profiles as a grid of cards; ?order=name orders them by
 * name rather than by latest post, where the instance can order them.
 */
export default function ProfileDirectoryRoute() {
  const { t } = useLingui()
  const title = t`Profile directory`
  usePageTitle(title)
  const [search, setSearch] = useSearchParams()
  const order = search.get('order') === 'name' ? 'username' : 'active'
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ProfileDirectory
        label={title}
        order={order}
        onOrderChange={(next) => setSearch(next === 'username' ? { order: 'name' } : {}, { replace: true })}
        renderName={(account) => <AccountName account={account} />}
        emojify={(html, account) => emojifyHtml(html, account.emojis, 'emoji')}
      />
    </>
  )
}
