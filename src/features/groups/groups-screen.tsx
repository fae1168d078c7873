import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Group } from '@/api/groups/types'
import { useNavigate } from '@/lib/router'
import { profilePath } from '@/lib/paths'
import { Button } from '@/ui/button'
import { iconPlus } from '@/ui/icons/plus'
import { CreateGroupForm } from './create-group-form'
import { GroupSection } from './group-section'

/** The member's groups (those they moderate, then those they follow) and a way to create one. */
export function GroupsScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  return (
    <>
      <p>
        <Button variant="primary" icon={iconPlus} aria-expanded={creating} onClick={() => setCreating(!creating)}>
          <Trans>New group</Trans>
        </Button>
      </p>
      {creating ? <CreateGroupForm onCreated={(group: Group) => navigate(profilePath(group.acct))} /> : null}
      <GroupSection
        filter="moderating"
        heading={t`Groups you moderate`}
        empty={<Trans>You moderate no groups yet.</Trans>}
        failed={<Trans>The groups you moderate could not be loaded</Trans>}
      />
      <GroupSection
        filter="following"
        heading={t`Groups you follow`}
        empty={<Trans>You follow no groups yet. Open a group's page to follow it.</Trans>}
        failed={<Trans>The groups you follow could not be loaded</Trans>}
      />
    </>
  )
}
