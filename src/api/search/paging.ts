import { SEARCH_PAGE_SIZE } from './endpoints'
import type { SearchResults } from './types'

/** All pages loaded so far, merged (a result already shown is not repeated). */
export function mergeSearchPages(pages: readonly SearchResults[]): SearchResults {
  const seen = new Set<string>()
  const unique = <T>(items: T[], key: (item: T) => string) =>
    items.filter((item) => {
      const k = key(item)
      if (seen.has(k)) return false
      seen.add(k)
      return true
    })
  return {
    accounts: unique(
      pages.flatMap((p) => p.accounts),
      (a) => `a:${a.id}`,
    ),
    statuses: unique(
      pages.flatMap((p) => p.statuses),
      (s) => `s:${s.id}`,
    ),
    hashtags: unique(
      pages.flatMap((p) => p.hashtags),
      (h) => `h:${h.name.toLowerCase()}`,
    ),
  }
}

export function resultCount(results: SearchResults): number {
  return results.accounts.length + results.statuses.length + results.hashtags.length
}

/**
 * The offset of the next page, or undefined when there is none: Show more appears when the count
 * of a section is a non-zero multiple of the page size (spec §9); the offset is that count.
 */
export function nextSearchOffset(pages: readonly SearchResults[]): number | undefined {
  const merged = mergeSearchPages(pages)
  const counts = [merged.accounts.length, merged.statuses.length, merged.hashtags.length]
  const last = pages.at(-1)
  // A page that brought nothing new ends the paging, whatever the counts.
  if (pages.length > 1 && last && resultCount(last) === 0) return undefined
  const pageable = counts.filter((n) => n > 0 && n % SEARCH_PAGE_SIZE === 0)
  return pageable.length > 0 ? Math.max(...pageable) : undefined
}
