import { useLingui } from '@lingui/react/macro'
import type { ClientConfig } from '@/api/accounts/types'
import { useSaveClientConfig } from '@/api/settings/mutations'
import { useErrorText } from '@/ui/error-text'

type Effect<T> = {
  /** Applies the new value on this page at once, before the save answers. */
  apply: (value: T) => void
}

/**
 * One client setting: its value (the one being saved, while it is), whether it is saving, the
 * save's error, and a change function. Each setting has its own save, so only it is disabled.
 * A failed save keeps the chosen value on screen (and applied) with the reason and `retry`, so
 * that nothing the person picked is silently undone.
 */
export function useSavedSetting<K extends keyof ClientConfig>(
  key: K,
  stored: NonNullable<ClientConfig[K]>,
  effect?: Effect<NonNullable<ClientConfig[K]>>,
) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const save = useSaveClientConfig()
  const chosen = save.isPending || save.isError ? save.variables?.[key] : undefined
  const value = (chosen ?? stored) as NonNullable<ClientConfig[K]>
  const message = save.error ? errorText(save.error) : null
  const variables = save.variables
  return {
    value,
    saving: save.isPending,
    error: message ? t`The change could not be saved: ${message}` : null,
    retry: save.isError && variables ? () => save.mutate(variables) : undefined,
    change(next: NonNullable<ClientConfig[K]>) {
      effect?.apply(next)
      save.mutate({ [key]: next } as ClientConfig)
    },
  }
}
