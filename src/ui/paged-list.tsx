import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Button } from './button'
import { QueryLoadError } from './load-error'
import { LoadMoreError } from './load-more-error'
import { Spinner } from './spinner'
import styles from './paged-list.module.css'

type PagedListProps<Item> = {
  /** An infinite query whose pages hold `items`. */
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>
  /** Accessible name of the list. */
  label: string
  keyOf: (item: Item) => string
  renderItem: (item: Item) => ReactNode
  /** Shown when the first page cannot be loaded (with the error and Try again). */
  failedTitle: ReactNode
  /** Shown when a further page cannot be loaded. */
  moreFailedTitle: ReactNode
  empty: ReactNode
  /** The label of the button that loads the next page. */
  more: ReactNode
}

/**
 * A list loaded page by page: a spinner first, the error with Try again, the empty text, the
 * items, and a button for the next page while the server says there is one.
 */
export function PagedList<Item>({
  query,
  label,
  keyOf,
  renderItem,
  failedTitle,
  moreFailedTitle,
  empty,
  more,
}: PagedListProps<Item>) {
  if (query.isPending) {
    return (
      <div className={styles.status} aria-busy="true">
        <Spinner />
      </div>
    )
  }
  if (query.data === undefined) {
    return <QueryLoadError title={failedTitle} query={query} />
  }
  const items = query.data.pages.flatMap((page) => page.items)
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError ? (
        <LoadMoreError title={moreFailedTitle} query={query} />
      ) : query.hasNextPage ? (
        <div className={styles.more}>
          <Button fullWidth busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {more}
          </Button>
        </div>
      ) : null}
    </>
  )
}
