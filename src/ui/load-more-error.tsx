import { Trans } from '@lingui/react/macro'
import { LoadError } from './load-error'

type PagedQuery = {
  error: unknown
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/**
 * Shown instead of "Load more" when the next page failed: why, and Retry for the same page. What
 * was already loaded stays above it.
 */
export function LoadMoreError({ query }: { query: PagedQuery }) {
  return (
    <LoadError
      title={<Trans>More could not be loaded</Trans>}
      error={query.error}
      onRetry={() => void query.fetchNextPage()}
      busy={query.isFetchingNextPage}
    />
  )
}
