import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LoadError } from './load-error'

type PagedQuery = {
  error: unknown
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

type LoadMoreErrorProps = {
  query: PagedQuery
  /** What failed, when the list says it in its own words. */
  title?: ReactNode
  /** What Retry does, when the list does more than fetch the page (e.g. move the focus after). */
  onRetry?: () => void
}

/**
 * Shown instead of "Load more" when the next page failed: why, and Retry for the same page. What
 * was already loaded stays above it.
 */
export function LoadMoreError({ query, title, onRetry }: LoadMoreErrorProps) {
  return (
    <LoadError
      title={title ?? <Trans>More could not be loaded</Trans>}
      error={query.error}
      onRetry={onRetry ?? (() => void query.fetchNextPage())}
      busy={query.isFetchingNextPage}
    />
  )
}
