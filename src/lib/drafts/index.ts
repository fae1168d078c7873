import { useMemo, useSyncExternalStore } from 'react'
import { idbBackend, localBackend, memoryBackend } from './backend'
import { DraftStore, type DraftChannel } from './store'
import type { Draft } from './types'

export { DraftStore, type DraftChange, type DraftChannel } from './store'
export { idbBackend, localBackend, memoryBackend, type DraftBackend } from './backend'
export * from './types'

let current: DraftStore | null = null

function openChannel(): DraftChannel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel('parley-drafts') as DraftChannel)
  } catch {
    return null
  }
}

function createDefaultStore(): DraftStore {
  const hasIdb = typeof indexedDB !== 'undefined'
  const backend = hasIdb ? idbBackend() : typeof localStorage !== 'undefined' ? localBackend() : memoryBackend()
  const store = new DraftStore(backend, { channel: openChannel(), fallback: localBackend })
  if (typeof window !== 'undefined') {
    // Typing waits 300 ms before it is written: leaving the page writes it at once.
    const flush = () => store.flushOnExit()
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
  }
  return store
}

/** This device's drafts (IndexedDB, shared live between tabs; local storage where IndexedDB is unavailable). */
export function draftStore(): DraftStore {
  current ??= createDefaultStore()
  return current
}

/** Tests put their own store in place (e.g. over memoryBackend()); null goes back to the default. */
export function setDraftStore(store: DraftStore | null): void {
  current = store
}

/** Deletes every draft of an account, e.g. when it signs out of this device. */
export function deleteAccountDrafts(accountId: string): Promise<void> {
  return draftStore().removeAccount(accountId)
}

/** True once the stored drafts have been read (at once without IndexedDB). */
export function useDraftsReady(): boolean {
  const store = draftStore()
  return useSyncExternalStore(store.subscribe, store.isReady)
}

/** The account's drafts, most recent first; follows changes in this and other tabs. */
export function useAccountDrafts(accountId: string | null | undefined): Draft[] {
  const store = draftStore()
  const version = useSyncExternalStore(store.subscribe, store.getVersion)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version marks every change of the store
  return useMemo(() => (accountId ? store.list(accountId) : []), [store, accountId, version])
}
