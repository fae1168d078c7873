import type { ClientConfig, CredentialAccount } from '@/api/accounts/types'

/** This client's key in client_config: the one Mitra's own web client uses, so settings carry over. */
export const CLIENT_CONFIG_KEY = 'mitra-web'

export type DefaultVisibility = NonNullable<ClientConfig['defaultVisibility']>

/** The visibilities a user may pick as the default for new posts (spec §9). */
export const DEFAULT_VISIBILITIES: readonly DefaultVisibility[] = ['public', 'private', 'subscribers']

/** The user's client settings with the spec's defaults (section 3) filled in. */
export type Settings = Required<
  Pick<ClientConfig, 'contentWarningsEnabled' | 'ctrlEnterEnabled' | 'defaultVisibility'>
> &
  Omit<ClientConfig, 'contentWarningsEnabled' | 'ctrlEnterEnabled' | 'defaultVisibility'>

/** The stored settings as sent by the server (unset fields stay unset). */
export function clientConfigOf(user: CredentialAccount | null | undefined): ClientConfig {
  return user?.client_config?.[CLIENT_CONFIG_KEY] ?? {}
}

/**
 * The visibility the user chose for new posts: the one stored on the server where it has one
 * (Mitra 4.17+, told by `source.language` being there), else this client's setting in client_config.
 */
export function preferredVisibility(user: CredentialAccount | null | undefined): DefaultVisibility | undefined {
  const source = user?.source
  return source?.language !== undefined ? source.privacy : clientConfigOf(user).defaultVisibility
}

function isDefaultVisibility(value: unknown): value is DefaultVisibility {
  return DEFAULT_VISIBILITIES.includes(value as DefaultVisibility)
}

/**
 * The settings in effect: content warnings on, Ctrl+Enter off and public posts unless the user
 * chose otherwise (another client may have stored a value this one does not offer: ignored).
 */
export function settingsOf(user: CredentialAccount | null | undefined): Settings {
  const stored = clientConfigOf(user)
  return {
    ...stored,
    contentWarningsEnabled: stored.contentWarningsEnabled ?? true,
    ctrlEnterEnabled: stored.ctrlEnterEnabled ?? false,
    defaultVisibility: isDefaultVisibility(stored.defaultVisibility) ? stored.defaultVisibility : 'public',
  }
}
