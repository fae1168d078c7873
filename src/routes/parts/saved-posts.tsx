import { useLingui } from '@lingui/react/macro'
import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { canListFavourites } from '@/api/favourites/support'
import { useInstance } from '@/api/instance/queries'
import { usePageTitle } from '@/api/instance/page-title'
import type { PostPagesQuery } from '@/api/statuses/queries'
import { PostViewerProvider } from '@/features/post/viewer'
import { NavLink } from '@/lib/router'
import { PageHeading } from '@/ui/page-heading'
import { PostFeed } from './post-feed'
import styles from './saved-posts.module.css'

/**
 * Links between the member's bookmarks and the posts they liked (Mitra 4.17.0 and later; nothing
 * on an older instance). Favourites is reached from here rather than from the sidebar, whose code
 * every home load carries.
 */
export function SavedPostsNav() {
  const { t } = useLingui()
  if (!canListFavourites(useInstance())) return null
  return (
    <nav aria-label={t`Saved posts`} className={styles.nav}>
      <NavLink to="/bookmarks" className={styles.link}>{t`Bookmarks`}</NavLink>
      <NavLink to="/favourites" className={styles.link}>{t`Favourites`}</NavLink>
    </nav>
  )
}

type SavedPostsScreenProps<Key extends QueryKey> = {
  /** Page title, heading and accessible name of the feed. */
  title: string
  query?: PostPagesQuery<Key>
  /** Shown instead of the feed (a server without the list). */
  children?: ReactNode
}

/** The bookmarks or favourites screen: its heading, the links between the two, and the feed. */
export function SavedPostsScreen<Key extends QueryKey>({ title, query, children }: SavedPostsScreenProps<Key>) {
  usePageTitle(title)
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <SavedPostsNav />
      {query ? <PostFeed query={query} label={title} /> : children}
    </PostViewerProvider>
  )
}
