/*
 * What the boot script (boot.ts) decides, without touching the page: which first screen it is,
 * in which locale, whether the landing page written at build time applies, and which data to ask
 * for at once. Kept apart so that it can be tested.
 */
import { matchLocaleIn, rememberedLocaleKey } from '@/i18n/match-locale'
import type { BootScreen } from './manifest'

export const TOKEN_KEY = 'auth_token'
export const ACCOUNTS_KEY = 'parley-accounts'

/** The id of the account whose token is active, from the list the session keeps (src/lib/session.ts). */
export function activeAccountId(token: string | null, accounts: string | null): string | null {
  if (!token || !accounts) return null
  try {
    const list: unknown = JSON.parse(accounts)
    if (!Array.isArray(list)) return null
    for (const entry of list as { id?: unknown; token?: unknown }[]) {
      if (entry && entry.token === token && typeof entry.id === 'string') return entry.id
    }
  } catch {
    // an unreadable list: the app says so, not the boot script
  }
  return null
}

/** Which first screen `path` is, as far as the boot script prepares one. */
export function screenOf(path: string, signedIn: boolean): BootScreen | null {
  if (path === '/' || path === '/home') return signedIn ? 'home' : path === '/' ? 'landing' : null
  if (/^\/post\/[^/]+$/.test(path)) return 'post'
  if (/^\/@[^/]+$/.test(path) || /^\/profile\/[^/]+$/.test(path)) return 'profile'
  return null
}

/**
 * The data a first screen asks for at once: each path with whether the app sends the token with
 * it (the same URLs the app builds, so that it takes these answers).
 */
export function firstData(screen: BootScreen | null, path: string, signedIn: boolean): [string, boolean][] {
  // The instance information is public: the app sends no token with it.
  const paths: [string, boolean][] = [['/api/v1/instance', false]]
  const add = (url: string) => paths.push([url, true])
  if (signedIn) add('/api/v1/accounts/verify_credentials')
  if (screen === 'home') add('/api/v1/timelines/home?limit=20')
  if (screen === 'post') add(`/api/v1/statuses/${encodeURIComponent(lastSegment(path))}/thread`)
  if (screen === 'profile') add(profileAccountPath(path))
  return paths
}

/** The address's last part, decoded: a post's id, `@name`, a profile's id. */
const lastSegment = (path: string) => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1))

/** The account of a profile's address (/@name or /profile/id), as the app asks for it. */
export function profileAccountPath(path: string): string {
  const segment = lastSegment(path)
  return path.startsWith('/@')
    ? `/api/v1/accounts/lookup?${new URLSearchParams({ acct: segment.slice(1) }).toString()}`
    : `/api/v1/accounts/${encodeURIComponent(segment)}`
}

export type BootPlan = {
  screen: BootScreen | null
  locale: string
  /** The landing page written at build time applies: a guest at "/" in English, with no account kept. */
  landing: boolean
}

/** The boot script's decisions from the address, the stored session and the browser's languages. */
export function planBoot(
  { pathname, search }: { pathname: string; search: string },
  stored: (key: string) => string | null,
  languages: readonly string[],
  locales: readonly string[],
): BootPlan {
  const token = stored(TOKEN_KEY)
  const accounts = stored(ACCOUNTS_KEY)
  const signedIn = token !== null
  const remembered = signedIn ? stored(rememberedLocaleKey(activeAccountId(token, accounts))) : null
  // As the app chooses (src/i18n/setup.ts, initialLocales).
  const locale = matchLocaleIn(remembered ? [remembered] : languages, locales, 'en')
  const screen = screenOf(pathname, signedIn)
  return { screen, locale, landing: screen === 'landing' && locale === 'en' && search === '' && !accounts }
}
