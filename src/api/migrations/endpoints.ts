import type { CredentialAccount } from '@/api/accounts/types'
import { requestJson } from '@/lib/http'

/** Queues follows of every address in the CSV (answers 204, the work happens later). */
export const importFollows = (followsCsv: string) =>
  requestJson<null>('/api/v1/settings/import_follows', {
    method: 'POST',
    json: { follows_csv: followsCsv },
    requireAuth: true,
  })

/** Moves the followers of an old (remote) account, listed in the CSV, to the signed-in user. */
export const importFollowers = (fromActorId: string, followersCsv: string) =>
  requestJson<CredentialAccount>('/api/v1/settings/import_followers', {
    method: 'POST',
    json: { from_actor_id: fromActorId, followers_csv: followersCsv },
    requireAuth: true,
  })

/** Moves the signed-in user's followers to another account (which must name this one as alias). */
export const moveFollowers = (targetAcct: string) =>
  requestJson<CredentialAccount>('/api/v1/settings/move_followers', {
    method: 'POST',
    json: { target_acct: targetAcct },
    requireAuth: true,
  })
