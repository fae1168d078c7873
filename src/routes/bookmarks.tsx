import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { bookmarksQuery } from '@/api/bookmarks/queries'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './parts/post-feed'

/** /bookmarks (signed-in): the bookmarked posts, the next page from the Link URL. */
export default function BookmarksRoute() {
  const { t } = useLingui()
  const title = t`Bookmarks`
  usePageTitle(title)
  const queryClient = useQueryClient()
  const query = bookmarksQuery(queryClient)
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <PostFeed
        query={query}
        label={title}
      />
    </PostViewerProvider>
  )
}
