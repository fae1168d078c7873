import type { QueryKey } from '@tanstack/react-query'
import type { PostPagesQuery } from '@/api/statuses/queries'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './post-feed'

type FeedScreenProps<Key extends QueryKey> = {
  /** Page title, heading and accessible name of the feed. */
  title: string
  query: PostPagesQuery<Key>
}

/** A screen that is only a titled feed of posts (local, federated, bookmarks). */
export function FeedScreen<Key extends QueryKey>({ title, query }: FeedScreenProps<Key>) {
  usePageTitle(title)
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <PostFeed query={query} label={title} />
    </PostViewerProvider>
  )
}
