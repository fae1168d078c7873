import { useLingui } from '@lingui/react/macro'
import { MuteList } from '@/features/mutes/mute-list'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /mutes (signed-in): the muted accounts, each with Unmute. */
export default function MutesRoute() {
  const { t } = useLingui()
  const title = t`Muted users`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <MuteList label={title} />
    </>
  )
}
