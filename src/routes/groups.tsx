import { Trans, useLingui } from '@lingui/react/macro'
import { supportsGroups } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { usePageTitle } from '@/api/instance/page-title'
import { GroupsScreen } from '@/features/groups/groups-screen'
import { Alert } from '@/ui/alert'
import { PageHeading } from '@/ui/page-heading'

/**
 * /groups (signed-in): the groups the member moderates and follows, and a new group. Mitra has
 * groups since 5.9.0 as Parley uses them; nothing links here on an older instance, and the screen,
 * opened by its address, asks it for nothing and says so.
 */
export default function GroupsRoute() {
  const { t } = useLingui()
  const title = t`Groups`
  usePageTitle(title)
  const supported = supportsGroups(useInstance())
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {supported ? (
        <GroupsScreen />
      ) : (
        <Alert tone="info">
          <Trans>This server has no groups.</Trans>
        </Alert>
      )}
    </>
  )
}
