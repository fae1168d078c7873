import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { isOnline } from '@/lib/network-status'
import { storage } from '@/lib/storage'
import { SAVED_FLAG } from './flag'
import { isPersistable, PERSISTED_ROOTS } from './keys'

/**
 * The offline copy of the query cache, as the app shell uses it. The persister itself
 * (persister.ts: TanStack's persist-client-core over idb-keyval) is loaded with import(): at start
 * only when a copy was saved, else when the first write is due, so that it is not part of the
 * first screen. For the same reason the writes are scheduled here rather than by TanStack's
 * persistQueryClientSubscribe, which would need the persister loaded from the start.
 */

/** At most one write per this many milliseconds (and one more when the page is hidden). */
export const WRITE_INTERVAL_MS = 2000

const loadPersister = () => import('./persister')

/**
 * Puts the saved copy for the current account into the cache. Resolves when done (at once when
 * nothing was ever saved here); never rejects. Measured as 'parley:restore-cache'.
 */
export function restorePersistedCache(queryClient: QueryClient): Promise<void> {
  if (storage.get(SAVED_FLAG) === null) return Promise.resolve()
  const started = performance.now()
  return loadPersister()
    .then((persister) => persister.restore(queryClient))
    .then(
      () => void performance.measure?.('parley:restore-cache', { start: started }),
      () => {
        // No IndexedDB, or a broken record: start from the network as without a copy.
      },
    )
}

/**
 * Saves the cache whenever a kept query changes, at most once per WRITE_INTERVAL_MS, and at once
 * when the page is hidden or closed; call once the first screen is up. Returns what stops it.
 */
export function persistQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const write = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    loadPersister()
      .then((persister) => persister.save(queryClient))
      .catch(() => {
        // IndexedDB unavailable (private mode) or full: the app works without the offline copy.
      })
  }
  const stop = queryClient.getQueryCache().subscribe((event) => {
    const [root, sub] = event.query.queryKey
    if (!isPersistable(event.query.queryKey) && !(root === 'accounts' && sub === 'current')) return
    if ((event.type === 'updated' && event.action.type === 'success') || event.type === 'removed')
      timer ??= setTimeout(write, WRITE_INTERVAL_MS)
  })
  const onHide = () => {
    if (timer !== undefined) write()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide()
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    stop()
    if (timer !== undefined) clearTimeout(timer)
    window.removeEventListener('pagehide', onHide)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

/**
 * Deletes the saved copy of the account signed in with `token` (call when it logs out), or
 * without a token the copies of every account and the guest's. Never rejects.
 */
export function forgetPersistedCache(token?: string): Promise<void> {
  if (token === undefined) storage.remove(SAVED_FLAG)
  return loadPersister()
    .then((persister) => (token === undefined ? persister.forgetAll() : persister.forgetAccount(token)))
    .catch(() => {})
}

/**
 * Offline, a query that already has data (restored or fetched earlier) shows it instead of
 * refetching on mount and failing; back online, the stale ones refetch (refetchOnReconnect, which
 * networkMode 'always' otherwise turns off). The query cache learns the browser's state at start
 * (it otherwise assumes online until an event, and would miss the first 'online').
 */
export function keepCachedDataOffline(queryClient: QueryClient): void {
  onlineManager.setOnline(isOnline())
  for (const root of PERSISTED_ROOTS) {
    queryClient.setQueryDefaults([root], {
      refetchOnMount: (query) => query.state.data === undefined || isOnline(),
      refetchOnReconnect: true,
    })
  }
}
