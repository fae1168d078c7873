import { requestJson } from '@/lib/http'
import type { Poll } from '../statuses/types'

/** Votes with option indexes. Mitra keys polls by their post, so the poll id is the post id. */
export const votePoll = (pollId: string, choices: readonly number[]) =>
  requestJson<Poll>(`/api/v1/polls/${encodeURIComponent(pollId)}/votes`, {
    method: 'POST',
    requireAuth: true,
    json: { choices },
  })
