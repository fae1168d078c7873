import type { InfiniteData } from '@tanstack/react-query'
import type { Page } from '@/lib/http'
import type { Account } from './types'

/*
 * Small helpers for pages of accounts, apart from profile.ts so that the lists every screen's
 * sidebar reads (follow requests) do not bring the profile's queries with them.
 */

/**
 * The path and query of a Link URL: Mitra builds it from its own idea of the host, which behind a
 * proxy is not the origin the client talks to, so the page is asked of the API origin.
 */
export function linkPath(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost')
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}

/** Followers and following page by the Link header's URL (first page: no parameters). */
/** Pages of accounts without one account: new objects, the cached pages are left as they were. */
export function withoutAccount<P extends Page<Account>, Param>(
  data: InfiniteData<P, Param>,
  accountId: string,
): InfiniteData<P, Param> {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((account) => account.id !== accountId) })),
  }
}
