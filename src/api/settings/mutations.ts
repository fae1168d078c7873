import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '../accounts/queries'
import type { ClientConfig, CredentialAccount } from '../accounts/types'
import { replaceCurrentUser } from '../credentials/mutations'
import { clientConfigOf } from '@/lib/client-config'
import { session } from '@/lib/session'
import { changePassword, deleteAccount, exportCsv, updateClientConfig, type ExportKind } from './endpoints'

export const settingsKeys = {
  clientConfig: ['settings', 'client-config'] as const,
  password: ['settings', 'password'] as const,
  export: ['settings', 'export'] as const,
  deleteAccount: ['settings', 'delete-account'] as const,
}

/**
 * Saves one or more client settings. Mitra replaces the client's whole object, so the saves run
 * one after another and each one merges into the user the previous answer left in the cache.
 */
export function useSaveClientConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: settingsKeys.clientConfig,
    scope: { id: 'client-config' },
    mutationFn: (patch: ClientConfig) => {
      const user = queryClient.getQueryData<CredentialAccount>(accountKeys.current(session.getToken()))
      return updateClientConfig({ ...clientConfigOf(user), ...patch })
    },
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: settingsKeys.password,
    mutationFn: (newPassword: string) => changePassword(newPassword),
    onSuccess: (user) => replaceCurrentUser(queryClient, user),
  })
}

/** Downloads the CSV of follows or followers; `save` receives it with its file name. */
export function useExportCsv(save: (file: Blob, name: string) => void) {
  return useMutation({
    mutationKey: settingsKeys.export,
    mutationFn: async (kind: ExportKind) => {
      save(await exportCsv(kind), `${kind}.csv`)
    },
  })
}

/** Deletes the account; the caller then ends the session. */
export function useDeleteAccount() {
  return useMutation({ mutationKey: settingsKeys.deleteAccount, mutationFn: deleteAccount })
}
