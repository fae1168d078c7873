import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { saveHomeMarker } from '@/api/markers/mutations'
import { homeMarkerQuery } from '@/api/markers/queries'
import { homePollQuery, showNewPosts } from '@/api/timelines/live'
import { homeTimelineQuery } from '@/api/timelines/queries'
import { Composer } from '@/features/compose/composer'
import { PostViewerProvider } from '@/features/post/viewer'
import { useComposeRequest } from '@/features/shell/compose-request'
import type { LiveFeed } from '@/features/timeline/live-feed'
import { useEndSession } from '@/api/auth/end-session'
import { usePageTitle } from '@/api/instance/page-title'
import { canPost } from '@/lib/permissions'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './parts/post-feed'
import { withLaterMessages } from '@/i18n/setup'
import styles from './home.module.css'

// Shown only to a member who follows nobody yet, or who may not post: the others never download them.
const HomeWelcome = lazy(
  withLaterMessages(() => import('@/features/timeline/home-welcome').then((m) => ({ default: m.HomeWelcome }))),
)
const ReadOnlyNote = lazy(
  withLaterMessages(() => import('@/features/compose/read-only-note').then((m) => ({ default: m.ReadOnlyNote }))),
)

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/**
 * /home: the composer (or the read-only note) and the home timeline, live: newer posts are polled
 * and held aside, and the reading position is kept in Mitra's home marker.
 */
export default function HomeRoute() {
  const { t } = useLingui()
  const title = t`Home`
  usePageTitle(title)
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  const instance = useInstance()
  const endSession = useEndSession()
  // Spec §4: a token refused while loading home ends the session and goes to the landing page.
  const onTokenInvalid = useCallback(() => endSession(), [endSession])
  const query = homeTimelineQuery(queryClient)
  const live = useMemo<LiveFeed>(
    () => ({
      poll: homePollQuery(queryClient),
      show: () => showNewPosts(queryClient),
      marker: homeMarkerQuery(),
      save: (lastReadId) => saveHomeMarker(queryClient, lastReadId),
    }),
    [queryClient],
  )

  // On phones the composer is one line until focused (home.module.css); "New post" focuses it.
  const composerSlot = useRef<HTMLDivElement>(null)
  useComposeRequest(() => {
    const box = composerSlot.current?.querySelector('textarea')
    box?.focus()
    box?.scrollIntoView({ block: 'center' })
  })

  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      {user && canPost(user) ? (
        <div ref={composerSlot} className={styles.composer}>
          <Composer />
        </div>
      ) : user ? (
        <Suspense fallback={null}>
          <ReadOnlyNote />
        </Suspense>
      ) : null}
      <PostFeed
        query={query}
        label={title}
        empty={
          <Suspense fallback={null}>
            <HomeWelcome instanceTitle={instance?.title ?? null} />
          </Suspense>
        }
        onTokenInvalid={onTokenInvalid}
        live={live}
      />
    </PostViewerProvider>
  )
}
