import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import { homeTimelineQuery } from '@/api/timelines/queries'
import { Composer } from '@/features/compose/composer'
import { ReadOnlyNote } from '@/features/compose/read-only-note'
import { PostViewerProvider } from '@/features/post/viewer'
import { DirectoryLink } from '@/features/timeline/directory-link'
import { HomeWelcome } from '@/features/timeline/home-welcome'
import { useEndSession } from '@/lib/end-session'
import { usePageTitle } from '@/lib/page-title'
import { canPost } from '@/lib/permissions'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './parts/post-feed'

/** /home: the composer (or the read-only note) and the home timeline. */
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

  return (
    <PostViewerProvider>
      <PageHeading actions={<DirectoryLink />}>{title}</PageHeading>
      {user && canPost(user) ? <Composer /> : user ? <ReadOnlyNote /> : null}
      <PostFeed
        query={query}
        label={title}
        empty={<HomeWelcome instanceTitle={instance?.title ?? null} />}
        onTokenInvalid={onTokenInvalid}
      />
    </PostViewerProvider>
  )
}
