import { useMutation, useQueryClient } from '@tanstack/react-query'
import { replaceCurrentUser } from '../credentials/mutations'
import { savePostingDefaults, type PostingDefaults } from './endpoints'
import { preferenceKeys } from './queries'
import type { Preferences } from './types'

/**
 * Saves a posting default on the server (Mitra 4.17+). The answer replaces the current user (the
 * composer reads the defaults from its `source`) and the preferences in the cache. One save at a
 * time, so that two quick changes land in order.
 */
export function useSavePostingDefaults() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...preferenceKeys.all, 'save'],
    scope: { id: 'posting-defaults' },
    mutationFn: (source: PostingDefaults) => savePostingDefaults(source),
    onSuccess: (user) => {
      replaceCurrentUser(queryClient, user)
      queryClient.setQueryData<Preferences>(preferenceKeys.all, (old) =>
        old && user.source
          ? {
              ...old,
              'posting:default:visibility': user.source.privacy ?? old['posting:default:visibility'],
              'posting:default:language': user.source.language ?? null,
            }
          : old,
      )
    },
  })
}
