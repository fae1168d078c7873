import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { groupMembersQuery } from '@/api/groups/queries'
import type { Group } from '@/api/groups/types'
import { Button } from '@/ui/button'
import { iconEdit } from '@/ui/icons/edit'
import { LoadError } from '@/ui/load-error'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import { DeleteGroupButton } from './delete-group-button'
import { EditGroupForm } from './edit-group-form'
import styles from './groups.module.css'

type GroupPanelProps = {
  group: Group
  /** The composer of a new post to this group (signed-in members only). */
  composer: ReactNode
}

/** On a group's profile: its moderators, their tools, and a new post to the group. */
export function GroupPanel({ group, composer }: GroupPanelProps) {
  const { t } = useLingui()
  const user = useCurrentUser()
  const headingId = useId()
  const postId = useId()
  const members = useQuery(groupMembersQuery(group.id))
  const moderator = Boolean(user && members.data?.some((member) => member.account.id === user.id))
  const [editing, setEditing] = useState(false)
  let list: ReactNode
  if (members.isPending) list = <Spinner size="sm" />
  else if (members.isError)
    list = (
      <LoadError
        title={<Trans>The group's moderators could not be loaded</Trans>}
        error={members.error}
        busy={members.isFetching}
        onRetry={() => void members.refetch()}
        titleAs="p"
      />
    )
  else
    list = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {members.data.map((member) => (
          <li key={member.account.id}>
            <ProfileCard account={member.account} />
          </li>
        ))}
      </ul>
    )
  return (
    <div className={styles.panel}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t`Moderators`}
        </h2>
        {list}
      </section>
      {moderator ? (
        <div className={styles.moderatorTools}>
          {editing ? null : (
            <Button icon={iconEdit} onClick={() => setEditing(true)}>
              <Trans>Edit group</Trans>
            </Button>
          )}
          <DeleteGroupButton group={group} />
        </div>
      ) : null}
      {editing ? <EditGroupForm group={group} onDone={() => setEditing(false)} /> : null}
      {user ? (
        <section aria-labelledby={postId}>
          <h2 id={postId} className={styles.sectionHeading}>
            {t`Post to this group`}
          </h2>
          {composer}
        </section>
      ) : null}
    </div>
  )
}
