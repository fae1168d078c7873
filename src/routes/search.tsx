import { useLingui } from '@lingui/react/macro'
import type { Status } from '@/api/statuses/types'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { SearchResults } from '@/features/search/search-results'
import { usePageTitle } from '@/lib/page-title'
import { useSearchParams } from '@/lib/router'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

const renderPost = (status: Status) => <PostCard status={status} renderEditor={renderPostEditor} />

/** /search?q=… (signed-in): accounts, posts and hashtags found by v2 search. */
export default function SearchRoute() {
  const { t } = useLingui()
  const title = t`Search`
  usePageTitle(title)
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      {/* A new key per query: the results start afresh. */}
      <SearchResults key={q} q={q} renderPost={renderPost} />
    </PostViewerProvider>
  )
}
