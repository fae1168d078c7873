import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { timelineKeys } from '../timelines/queries'
import type { Group, GroupFilter } from './types'

/**
 * The member's groups, which a sidebar may list on every screen: apart from the rest of the
 * groups' calls (endpoints.ts, queries.ts), so that only this much joins the first screens.
 */

/** Mitra's page of groups (GroupListQueryParams: 40 unless asked). */
export const GROUPS_PAGE_SIZE = 40

export const groupKeys = {
  all: ['groups'] as const,
  /** GET /api/v1/groups/followed?filter=… */
  index: (filter: GroupFilter) => [...groupKeys.all, 'index', filter] as const,
  source: (id: string) => [...groupKeys.all, 'source', id] as const,
  members: (id: string) => [...groupKeys.all, 'members', id] as const,
  /** Under the timelines prefix, so that whatever refreshes every timeline refreshes this one too. */
  timeline: (id: string) => [...timelineKeys.all, 'group', id] as const,
}

/** The groups the member follows or moderates, the one with the latest post first (Mitra 5.6+). */
export const getGroups = (filter: GroupFilter, signal?: AbortSignal) =>
  requestJson<Group[]>('/api/v1/groups/followed', {
    signal,
    requireAuth: true,
    query: { filter, limit: GROUPS_PAGE_SIZE },
  })

export const groupsQuery = (filter: GroupFilter) =>
  queryOptions({
    queryKey: groupKeys.index(filter),
    queryFn: ({ signal }) => getGroups(filter, signal),
    staleTime: STALE.SHORT,
  })
