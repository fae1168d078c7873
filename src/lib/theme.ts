import { useSyncExternalStore } from 'react'
import type { ClientConfig } from '@/api/accounts/types'
import { activeAccountId } from './session'
import { storage } from './storage'

/** What the user picked; `system` (nothing stored) follows the operating system's setting. */
export type ThemeChoice = 'light' | 'dark' | 'system'

/** The device's choice when nobody (or an account not yet known) is signed in. */
export const THEME_KEY = 'theme'

/** Each signed-in account of this browser keeps its own choice. */
export const themeKey = (accountId: string | null = activeAccountId()) => (accountId ? `theme:${accountId}` : THEME_KEY)

type Listener = () => void
const listeners = new Set<Listener>()

function readStored(): ThemeChoice {
  const value = storage.get(themeKey())
  return value === 'light' || value === 'dark' ? value : 'system'
}

let current: ThemeChoice = readStored()

/** Sets or removes `data-theme` on <html>; tokens.css does the rest. */
function apply(choice: ThemeChoice): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  if (choice === 'system') delete root.dataset.theme
  else root.dataset.theme = choice
}

function emit(): void {
  for (const l of listeners) l()
}

export const theme = {
  get: (): ThemeChoice => current,
  /** Stores and applies a choice ('system' forgets it and follows the OS again). */
  set(choice: ThemeChoice): void {
    current = choice
    if (choice === 'system') storage.remove(themeKey())
    else storage.set(themeKey(), choice)
    apply(choice)
    emit()
  },
  /** Re-reads the stored choice (at start-up, and after local storage was cleared). */
  reload(): void {
    current = readStored()
    apply(current)
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The theme stored in the user's client_config (spec section 3), if any. */
export function themeFromClientConfig(config: ClientConfig | undefined | null): ThemeChoice | null {
  const value = config?.theme
  return value === 'light' || value === 'dark' ? value : null
}

/** The effective theme choice, re-rendering when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(theme.subscribe, theme.get, () => 'system')
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
}

/** Whether the page is dark: the user's choice, else the operating system's setting. */
export function isDark(choice: ThemeChoice = theme.get()): boolean {
  if (choice !== 'system') return choice === 'dark'
  return darkQuery()?.matches ?? false
}

function subscribeDark(listener: Listener): () => void {
  const query = darkQuery()
  query?.addEventListener('change', listener)
  const unsubscribe = theme.subscribe(listener)
  return () => {
    query?.removeEventListener('change', listener)
    unsubscribe()
  }
}

/** Whether the page is dark now, re-rendering when the choice or the system setting changes. */
export function useIsDark(): boolean {
  return useSyncExternalStore(
    subscribeDark,
    () => isDark(),
    () => false,
  )
}
