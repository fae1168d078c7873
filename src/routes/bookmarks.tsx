import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { bookmarksQuery } from '@/api/bookmarks/queries'
import { SavedPostsScreen } from './parts/saved-posts'

/** /bookmarks (signed-in): the bookmarked posts, the next page from the Link URL. */
export default function BookmarksRoute() {
  const { t } = useLingui()
  return <SavedPostsScreen title={t`Bookmarks`} query={bookmarksQuery(useQueryClient())} />
}
