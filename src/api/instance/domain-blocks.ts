import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http'
import { STALE } from '@/lib/query-client'
import { mitraAtLeast } from './mitra-version'
import type { Instance } from './types'

/** A domain the instance rejects (Mastodon's DomainBlock; Mitra always says "suspend"). */
export type DomainBlock = { domain: string; digest: string; severity: string; comment: string | null }

/** GET /api/v1/instance/domain_blocks: Mitra 4.12.0. */
export const canListDomainBlocks = (instance: Pick<Instance, 'version'> | null | undefined) =>
  mitraAtLeast(instance, '4.12.0')

/**
 * The instance's blocked domains. Mitra shows them to members only unless its admin made the list
 * public, so a guest may be refused (401).
 */
export const domainBlocksQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['instance', 'domain-blocks', signedIn] as const,
    queryFn: ({ signal }) => requestJson<DomainBlock[]>('/api/v1/instance/domain_blocks', { signal }),
    staleTime: STALE.LONG,
  })
