import { useLingui } from '@lingui/react/macro'
import type { PostingDefaults } from '@/api/preferences/endpoints'
import { useSavePostingDefaults } from '@/api/preferences/mutations'
import { useErrorText } from '@/ui/error-text'

/**
 * One posting default saved on the server (Mitra 4.17+), as useSavedSetting does for client
 * settings: the value being saved while it is (and after a failure, with the reason and retry).
 */
export function usePostingDefault<K extends keyof PostingDefaults>(key: K, stored: NonNullable<PostingDefaults[K]>) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const save = useSavePostingDefaults()
  const chosen = save.isPending || save.isError ? save.variables?.[key] : undefined
  const message = save.error ? errorText(save.error) : null
  const variables = save.variables
  return {
    value: (chosen ?? stored) as NonNullable<PostingDefaults[K]>,
    saving: save.isPending,
    error: message ? t`The change could not be saved: ${message}` : null,
    retry: save.isError && variables ? () => save.mutate(variables) : undefined,
    change: (next: NonNullable<PostingDefaults[K]>) => save.mutate({ [key]: next }),
  }
}
