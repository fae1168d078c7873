import { useMutation, useQueryClient } from '@tanstack/react-query'
import { statusKeys } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { votePoll } from './endpoints'

type VoteInput = { choices: number[] }

/**
 * Votes in the poll of `postId`; the answer (the poll with the new counts and own_votes) is
 * written into the post's detail key, so every card of the post shows the results.
 */
export function useVote(postId: string, pollId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: statusKeys.mutation(postId),
    mutationFn: ({ choices }: VoteInput) => votePoll(pollId, choices),
    onSuccess: (poll) => {
      queryClient.setQueryData<Status>(statusKeys.detail(postId), (status) => (status ? { ...status, poll } : status))
    },
  })
}
