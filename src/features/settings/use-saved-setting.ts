import { useLingui } from '@lingui/react/macro'
import type { ClientConfig } from '@/api/accounts/types'
import { useSaveClientConfig } from '@/api/settings/mutations'

type Effect<T> = {
  /** Applies the new value on this page at once, before the save answers. */
  apply: (value: T) => void
  /** Undoes `apply` when the save fails. */
  revert: (previous: T) => void
}

/**
 * One client setting: its value (the one being saved, while it is), whether it is saving, the
 * save's error, and a change function. Each setting has its own save, so only it is disabled.
 */
export function useSavedSetting<K extends keyof ClientConfig>(key: K, stored: NonNullable<ClientConfig[K]>, effect?: Effect<NonNullable<ClientConfig[K]>>) {
  const { t } = useLingui()
  const save = useSaveClientConfig()
  const pending = save.isPending ? save.variables[key] : undefined
  const value = (pending ?? stored) as NonNullable<ClientConfig[K]>
  const message = save.error?.message
  return {
    value,
    saving: save.isPending,
    error: message ? t`The change could not be saved: ${message}` : null,
    change(next: NonNullable<ClientConfig[K]>) {
      const previous = value
      effect?.apply(next)
      save.mutate({ [key]: next } as ClientConfig, { onError: () => effect?.revert(previous) })
    },
  }
}
