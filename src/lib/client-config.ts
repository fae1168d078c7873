import type { ClientConfig, CredentialAccount } from '@/api/accounts/types'

/** This client's key in client_config: the one Mitra's own web client uses, so settings carry over. */
export const CLIENT_CONFIG_KEY = 'mitra-web'

/** The user's client settings with the spec's defaults (section 3) filled in. */
export type Settings = Required<Pick<ClientConfig, 'contentWarningsEnabled' | 'ctrlEnterEnabled'>> &
  Omit<ClientConfig, 'contentWarningsEnabled' | 'ctrlEnterEnabled'>

/** The stored settings as sent by the server (unset fields stay unset). */
export function clientConfigOf(user: CredentialAccount | null | undefined): ClientConfig {
  return user?.client_config?.[CLIENT_CONFIG_KEY] ?? {}
}

/** The settings in effect: content warnings on and Ctrl+Enter off unless the user chose otherwise. */
export function settingsOf(user: CredentialAccount | null | undefined): Settings {
  const stored = clientConfigOf(user)
  return {
    ...stored,
    contentWarningsEnabled: stored.contentWarningsEnabled ?? true,
    ctrlEnterEnabled: stored.ctrlEnterEnabled ?? false,
  }
}
