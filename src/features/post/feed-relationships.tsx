import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import type { PostPagesQuery } from '@/api/statuses/queries'
import { AuthorRelationships } from './author-relationships'

/** The relationships with the authors of a timeline, one batched call per loaded page. */
export function FeedRelationships<Key extends QueryKey>({ query }: { query: PostPagesQuery<Key> }) {
  // Same options as the feed itself: this reads its pages and never fetches them twice.
  const pages = useInfiniteQuery(query).data?.pages
  return <AuthorRelationships groups={pages?.map((page) => page.items) ?? []} />
}
