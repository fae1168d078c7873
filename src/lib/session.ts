import { useSyncExternalStore } from 'react'
import { setTokenSource } from './http'
import { storage } from './storage'

/** Key of the ACTIVE access token in localStorage (the same key Mitra's own client uses). */
export const TOKEN_KEY = 'auth_token'
/** Key of the list of signed-in accounts (this client only; Mitra's client knows one token). */
export const ACCOUNTS_KEY = 'parley-accounts'

/** One signed-in account of this browser: enough to show it in the switcher, and its token. */
export type StoredAccount = {
  id: string
  /** `username` for local accounts, `username@host` for remote ones (as the API's acct). */
  acct: string
  displayName: string
  avatar: string | null
  /** Seeds the identicon when there is no avatar. */
  actorId?: string
  token: string
  /** When the token ends (ms since the epoch), where the server said (Mitra 4.12+'s expires_in). */
  expiresAt?: number
}

/** The landing page's search parameter that signs in one more account while signed in. */
export const ADD_ACCOUNT_PARAM = 'add-account'
export const ADD_ACCOUNT_PATH = `/?${ADD_ACCOUNT_PARAM}`

/** Whether a location's search asks for the landing page's add-account mode. */
export function isAddingAccount(search: string): boolean {
  return new URLSearchParams(search).has(ADD_ACCOUNT_PARAM)
}

/** What the switcher shows of an account; the token is added by the session. */
export type AccountSummary = Omit<StoredAccount, 'token'>

type Listener = () => void
const listeners = new Set<Listener>()

function isStoredAccount(value: unknown): value is StoredAccount {
  if (typeof value !== 'object' || value === null) return false
  const a = value as Record<string, unknown>
  return typeof a.id === 'string' && typeof a.acct === 'string' && typeof a.token === 'string' && a.token !== ''
}

function readAccounts(): readonly StoredAccount[] {
  const raw = storage.get(ACCOUNTS_KEY)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(isStoredAccount).map((a) => ({
      ...a,
      displayName: typeof a.displayName === 'string' ? a.displayName : '',
      avatar: typeof a.avatar === 'string' ? a.avatar : null,
    }))
  } catch {
    return []
  }
}

let token: string | null = storage.get(TOKEN_KEY)
let list: readonly StoredAccount[] = readAccounts()

setTokenSource(() => token)

function emit() {
  for (const l of listeners) l()
}

function writeAccounts(next: readonly StoredAccount[]) {
  list = next
  if (next.length > 0) storage.set(ACCOUNTS_KEY, JSON.stringify(next))
  else storage.remove(ACCOUNTS_KEY)
}

function writeToken(next: string | null) {
  token = next
  if (next) storage.set(TOKEN_KEY, next)
  else storage.remove(TOKEN_KEY)
}

const activeOf = (tokens: readonly StoredAccount[], active: string | null) =>
  active === null ? null : (tokens.find((a) => a.token === active) ?? null)

export const session = {
  /** The active account's token (what every request sends). */
  getToken: (): string | null => token,
  /** Makes `next` the active token (an account for it is remembered once its user is known). */
  setToken(next: string): void {
    writeToken(next)
    emit()
  },
  /**
   * Ends the active session: its token goes and so does its entry in the list (a refused token is
   * of no use); the other accounts stay signed in. With `everything`, all of local storage is
   * cleared (spec section 4's full end of session: only when no account is left).
   */
  clear({ everything = false } = {}): void {
    if (everything) {
      storage.clear()
      token = null
      list = []
    } else {
      const active = token
      writeToken(null)
      if (active !== null) writeAccounts(list.filter((a) => a.token !== active))
    }
    emit()
  },
  /** Drops just the active account (its token was refused): the others stay signed in. */
  dropActive(): void {
    session.clear()
  },
  /** Every signed-in account of this browser, in the order they were added. */
  accounts: (): readonly StoredAccount[] => list,
  /** The account of the active token, when known. */
  active: (): StoredAccount | null => activeOf(list, token),
  /** Adds an account (or renews the token of one already there) and makes it the active one. */
  addAccount(account: StoredAccount): void {
    const known = list.some((a) => a.id === account.id)
    writeAccounts(known ? list.map((a) => (a.id === account.id ? account : a)) : [...list, account])
    writeToken(account.token)
    emit()
  },
  /** Makes a remembered account the active one; false when there is no such account. */
  switchTo(id: string): boolean {
    const target = list.find((a) => a.id === id)
    if (!target) return false
    if (target.token !== token) {
      writeToken(target.token)
      emit()
    }
    return true
  },
  /** Forgets an account; when it was the active one, no account is active afterwards. */
  removeAccount(id: string): void {
    const target = list.find((a) => a.id === id)
    if (!target) return
    writeAccounts(list.filter((a) => a.id !== id))
    if (target.token === token) writeToken(null)
    emit()
  },
  /**
   * Records (or refreshes) what the switcher shows of the active token's account, e.g. for a
   * session that started before this client remembered several accounts.
   */
  rememberActive(summary: AccountSummary): void {
    if (token === null) return
    const current = activeOf(list, token)
    const entry: StoredAccount = { ...summary, token, ...(current?.expiresAt ? { expiresAt: current.expiresAt } : {}) }
    // A user of another token (a render that lags behind a switch) never renames this entry.
    if (current && (current.id !== summary.id || JSON.stringify(current) === JSON.stringify(entry))) return
    // The same account under an older token is replaced, not listed twice.
    const others = list.filter((a) => a.token !== token && a.id !== summary.id)
    const at = list.findIndex((a) => a.token === token || a.id === summary.id)
    writeAccounts(at < 0 ? [...others, entry] : [...others.slice(0, at), entry, ...others.slice(at)])
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The id of the active account, when known (per-account settings of this browser use it). */
export function activeAccountId(): string | null {
  return session.active()?.id ?? null
}

/** What another tab changing the active account does here; replaced in tests. */
let onForeignSwitch = () => window.location.reload()
export function setForeignSwitchHandler(handler: () => void): void {
  onForeignSwitch = handler
}

/**
 * Another tab signing in or out, or switching accounts, changes this one too. Signing out only
 * applies the guests' rules; a switch (or a sign-in) to an account reloads this tab, so it never
 * shows one account's cached data or half-typed text under another account.
 */
export function syncFromStorage(): void {
  const stored = storage.get(TOKEN_KEY)
  const accounts = readAccounts()
  const changed = stored !== token
  const listChanged = JSON.stringify(accounts) !== JSON.stringify(list)
  if (!changed && !listChanged) return
  list = accounts
  token = stored
  emit()
  if (changed && stored !== null) onForeignSwitch()
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== TOKEN_KEY && e.key !== ACCOUNTS_KEY) return
    syncFromStorage()
  })
}

/** The current access token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getToken, () => null)
}

/** The signed-in accounts of this browser, re-rendering when they change. */
export function useAccounts(): readonly StoredAccount[] {
  return useSyncExternalStore(session.subscribe, session.accounts, () => [])
}
