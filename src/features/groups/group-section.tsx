import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { groupsQuery } from '@/api/groups/queries'
import type { GroupFilter } from '@/api/groups/types'
import { LoadError } from '@/ui/load-error'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import styles from './groups.module.css'

type GroupSectionProps = {
  filter: GroupFilter
  heading: string
  empty: ReactNode
  failed: ReactNode
}

/** The groups the member moderates or follows, the one with the latest post first, each a link. */
export function GroupSection({ filter, heading, empty, failed }: GroupSectionProps) {
  const headingId = useId()
  const groups = useQuery(groupsQuery(filter))
  let body: ReactNode
  if (groups.isPending) body = <Spinner size="sm" />
  else if (groups.isError)
    body = (
      <LoadError
        title={failed}
        error={groups.error}
        busy={groups.isFetching}
        onRetry={() => void groups.refetch()}
        titleAs="p"
      />
    )
  else if (groups.data.length === 0) body = <p className={styles.note}>{empty}</p>
  else
    body = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {groups.data.map((group) => (
          <li key={group.id}>
            <ProfileCard account={group} />
          </li>
        ))}
      </ul>
    )
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {body}
    </section>
  )
}
