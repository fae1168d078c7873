import { useSyncExternalStore } from 'react'
import { setTokenSource } from './http'
import { storage } from './storage'

/** Key of the access token in localStorage (the same key Mitra's own client uses). */
export const TOKEN_KEY = 'auth_token'

type Listener = () => void
const listeners = new Set<Listener>()
let token: string | null = storage.get(TOKEN_KEY)

setTokenSource(() => token)

function emit() {
  for (const l of listeners) l()
}

export const session = {
  getToken: (): string | null => token,
  setToken(next: string): void {
    token = next
    storage.set(TOKEN_KEY, next)
    emit()
  },
  /** Drops the token (and with `everything`, all of local storage: a full end of session). */
  clear({ everything = false } = {}): void {
    token = null
    if (everything) storage.clear()
    else storage.remove(TOKEN_KEY)
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && e.key !== TOKEN_KEY) return
    const stored = storage.get(TOKEN_KEY)
    if (stored !== token) {
      token = stored
      emit()
    }
  })
}

/** The current access token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.getToken, () => null)
}
