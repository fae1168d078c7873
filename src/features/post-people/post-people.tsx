import { Plural, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { canListLikers, canListReactors, canListReposters } from '@/api/reactions/support'
import { useStatus } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import type { PeopleKind } from './people-dialog'
import styles from './post-people.module.css'

// The lists load only when one is opened.
const PeopleDialog = lazy(() => import('./people-dialog').then((m) => ({ default: m.PeopleDialog })))

/**
 * Under a post on its own page: its counts of likes, reposts and emoji reactions as buttons that
 * open who did it, where the instance lists them (Mitra 4.4.0 / 4.5.0) and the reader is signed in
 * (Mitra shows guests no one). Nothing on an older instance.
 */
export function PostPeople({ status: initial }: { status: Status }) {
  const { t } = useLingui()
  const status = useStatus(initial.id, initial)
  const instance = useInstance()
  const user = useCurrentUser()
  const [open, setOpen] = useState<PeopleKind | null>(null)
  if (!user) return null
  const likes = canListLikers(instance) ? (status.favourites_count ?? 0) : 0
  const reposts = canListReposters(instance) ? (status.reblogs_count ?? 0) : 0
  const reactions = canListReactors(instance)
    ? (status.pleroma?.emoji_reactions ?? []).reduce((sum, r) => sum + r.count, 0)
    : 0
  if (likes + reposts + reactions === 0) return null
  return (
    <div role="group" aria-label={t`Who reacted`} className={styles.bar}>
      {likes > 0 ? (
        <button type="button" className={styles.count} onClick={() => setOpen('favourited_by')}>
          <Plural value={likes} one="Liked by # person" other="Liked by # people" />
        </button>
      ) : null}
      {reposts > 0 ? (
        <button type="button" className={styles.count} onClick={() => setOpen('reblogged_by')}>
          <Plural value={reposts} one="Reposted by # person" other="Reposted by # people" />
        </button>
      ) : null}
      {reactions > 0 ? (
        <button type="button" className={styles.count} onClick={() => setOpen('reactions')}>
          <Plural value={reactions} one="# reaction" other="# reactions" />
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PeopleDialog postId={status.id} kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
