import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { searchQuery } from '@/api/search/queries'
import { readSearch } from '@/api/search/scope'
import type { Status } from '@/api/statuses/types'
import { AuthorRelationships } from '@/features/post/author-relationships'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { SearchOverview } from '@/features/search/search-overview'
import { SearchResults } from '@/features/search/search-results'
import { SearchScopes } from '@/features/search/search-scopes'
import { usePageTitle } from '@/api/instance/page-title'
import { useSearchParams } from '@/lib/router'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

// Posts are listed in sections with an <h2>: their titles are a level below.
const renderPost = (status: Status) => <PostCard status={status} renderEditor={renderPostEditor} titleLevel={3} />

/** The relationships with the authors of the posts found, one batch per page. */
function ResultRelationships({ q }: { q: string }) {
  const queryClient = useQueryClient()
  // Same options as the results: this reads their pages and never fetches them twice.
  const pages = useInfiniteQuery(searchQuery(queryClient, q)).data?.pages ?? []
  return <AuthorRelationships groups={pages.map((page) => page.statuses)} />
}

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

const renderRelationships = (statuses: Status[]) => <AuthorRelationships groups={[statuses]} />

/**
 * /search?q=… (signed-in): a plain query searches people, tags and posts at once, in sections; a
 * prefixed one (`@`, `#`, `>`, or a URL) searches that scope, paged. Scope links run either at once.
 */
export default function SearchRoute() {
  const { t } = useLingui()
  const title = t`Search`
  usePageTitle(title)
  const [params] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <SearchScopes q={q} />
      {/* A new key per query: the results start afresh. */}
      {q && readSearch(q).scope === 'all' ? (
        <SearchOverview key={q} text={q} renderPost={renderPost} renderRelationships={renderRelationships} />
      ) : (
        <>
          <SearchResults key={q} q={q} renderPost={renderPost} />
          {q ? <ResultRelationships key={`relationships-${q}`} q={q} /> : null}
        </>
      )}
    </PostViewerProvider>
  )
}
