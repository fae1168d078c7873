import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { mergeSearchPages, resultCount } from '@/api/search/paging'
import { searchQuery } from '@/api/search/queries'
import { readSearch } from '@/api/search/scope'
import type { Status } from '@/api/statuses/types'
import { Link } from '@/lib/router'
import { Button } from '@/ui/button'
import { Icon } from '@/ui/icon'
import { LoadMoreError } from '@/ui/load-more-error'
import { ProfileCard } from '@/ui/profile-card'
import styles from './search-results.module.css'
import { SearchFailed, SearchPending } from './search-states'
import { iconHash } from '@/ui/icons/hash'
import { tagPath } from '@/lib/paths'

type SearchResultsProps = {
  q: string
  /** Renders one post (the route passes the post card). */
  renderPost: (status: Status) => ReactNode
}

/**
 * Accounts, posts and hashtags found for `q` (a search in one scope: `@`, `#`, `>` or a URL), with
 * the result count; a failure replaces the count with its message and a Try again button, an empty
 * search says what was searched and what Mitra's search covers (spec §8). Show more pages by offset.
 */
export function SearchResults({ q, renderPost }: SearchResultsProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const search = useInfiniteQuery(searchQuery(queryClient, q))
  const results = useMemo(() => (search.data ? mergeSearchPages(search.data.pages) : null), [search.data])

  if (!q.trim()) return null
  if (search.isPending) {
    return <SearchPending />
  }
  if (!results) {
    return <SearchFailed error={search.error} retrying={search.isFetching} onRetry={() => void search.refetch()} />
  }
  const count = resultCount(results)
  if (count === 0) {
    return (
      <p className={styles.count} role="status">
        <EmptyText q={q} />
      </p>
    )
  }
  const showMore = () => void search.fetchNextPage()
  return (
    <div aria-busy={search.isFetching}>
      <p className={styles.count} role="status">
        {plural(count, { one: '# result', other: '# results' })}
      </p>
      {results.accounts.length > 0 ? (
        <section aria-label={t`People`} className={styles.section}>
          <h2 className={styles.heading}>
            <Trans>People</Trans>
          </h2>
          <ul className={styles.accounts}>
            {results.accounts.map((account) => (
              <li key={account.id}>
                <ProfileCard account={account} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {results.statuses.length > 0 ? (
        <section aria-label={t`Posts`} className={styles.section}>
          <h2 className={styles.heading}>
            <Trans>Posts</Trans>
          </h2>
          <div className={styles.posts}>
            {results.statuses.map((status) => (
              <div key={status.id}>{renderPost(status)}</div>
            ))}
          </div>
        </section>
      ) : null}
      {results.hashtags.length > 0 ? (
        <section aria-label={t`Tags`} className={styles.section}>
          <h2 className={styles.heading}>
            <Trans>Tags</Trans>
          </h2>
          <ul className={styles.tags}>
            {results.hashtags.map((tag) => (
              <li key={tag.name}>
                <Link to={tagPath(tag.name)} className={styles.tag}>
                  <Icon path={iconHash} />
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {search.isFetchNextPageError ? (
        <LoadMoreError query={search} />
      ) : search.hasNextPage ? (
        <div className={styles.more}>
          <Button onClick={showMore} busy={search.isFetchingNextPage} fullWidth>
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** What was searched and what Mitra's search covers, instead of a bare "No results". */
function EmptyText({ q }: { q: string }) {
  const { scope, text } = readSearch(q)
  if (scope === 'posts') {
    return (
      <Trans>
        No posts contain “{text}” that this server can search. It searches only your own posts, posts you bookmarked,
        liked or reacted to, and posts that mention you.
      </Trans>
    )
  }
  if (scope === 'tags') return <Trans>No hashtags contain “{text}”. A hashtag search takes one word.</Trans>
  if (scope === 'accounts') {
    return (
      <Trans>
        No user names contain “{text}”. Search matches user names such as @alice, not display names or bios; to find
        someone on another server, type their full address, such as @name@example.com.
      </Trans>
    )
  }
  if (scope === 'lookup') return <Trans>Nothing was found at “{text}”.</Trans>
  return <Trans>No results</Trans>
}
