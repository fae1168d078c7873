import type { ProfileRef } from '@/api/accounts/profile'
import type { Params } from '@/lib/router'

/** /profile/:profileId reads by id; /@:acct looks the address up (a leading @ tolerated). */
export function profileRefOf(params: Params): ProfileRef | null {
  if (params.profileId) return { kind: 'id', id: params.profileId }
  const acct = (params.acct ?? '').replace(/^@/, '')
  return acct ? { kind: 'acct', acct } : null
}
