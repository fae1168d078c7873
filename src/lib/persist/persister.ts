/**
 * Keeps the query cache in IndexedDB (idb-keyval, database 'parley-cache'), one record per
 * signed-in account (a hash of its token, or 'guest'), so that recently read timelines, posts
 * and profiles open offline. TanStack's persistQueryClientSave and persistQueryClientRestore
 * write and read it (dehydrating what policy.ts keeps; dropping another build's record or one
 * older than a day); this module adds the account's key, the user and the flag. Loaded with
 * import() (see index.ts): at start only when there is something to restore, else when the first
 * write is due.
 */
import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave, type Persister } from '@tanstack/query-persist-client-core'
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval'
import { accountKeys } from '@/api/accounts/queries'
import { session } from '@/lib/session'
import { storage } from '@/lib/storage'
import { buildId } from './build-id'
import { dehydrateOptions, MAX_AGE_MS, withoutExpired, type PersistedRecord } from './policy'
import { SAVED_FLAG } from './flag'

let db: UseStore | undefined
const store = () => (db ??= createStore('parley-cache', 'queries'))

/** Bumped when the cache is forgotten, so that a write already under way is dropped. */
let generation = 0

/** The record's key: 'guest', or 'account:' and a SHA-256 of the token (never the token itself). */
export async function accountKey(token: string | null): Promise<string | null> {
  if (token === null) return 'guest'
  if (typeof crypto === 'undefined' || !crypto.subtle) return null
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `account:${hex.slice(0, 32)}`
}

const read = (key: string) => get<PersistedRecord | undefined>(key, store())

/**
 * TanStack's Persister for the record under `key`, over idb-keyval (IndexedDB keeps the object as
 * it is, with no JSON string between), writing `user` with it.
 */
function recordPersister(key: string, user: PersistedRecord['user'] = null): Persister {
  return {
    persistClient: (client) => set(key, { ...client, user } satisfies PersistedRecord, store()),
    restoreClient: () => read(key),
    removeClient: () => del(key, store()),
  }
}

/** Puts the stored record of the current account into the cache; true when there was one. */
export async function restore(queryClient: QueryClient, token = session.getToken()): Promise<boolean> {
  const key = await accountKey(token)
  if (key === null) return false
  const persister = recordPersister(key)
  let record: PersistedRecord | undefined
  // Data already fetched in this page is newer: hydrate keeps it.
  await persistQueryClientRestore({
    queryClient,
    buster: buildId(),
    maxAge: MAX_AGE_MS,
    persister: {
      ...persister,
      restoreClient: async () => {
        const stored = await read(key)
        record = stored && withoutExpired(stored, Date.now())
        return record
      },
      // Another build's record, or one saved more than a day ago: deleted, not restored.
      removeClient: () => {
        record = undefined
        return persister.removeClient()
      },
    },
  })
  if (!record) return false
  const { user, timestamp: savedAt } = record
  if (token !== null && user && queryClient.getQueryData(accountKeys.current(token)) === undefined) {
    queryClient.setQueryData(accountKeys.current(token), user.data, { updatedAt: user.updatedAt })
    // Its settings (language, theme) may have changed in another browser since: refreshed online.
    void queryClient.invalidateQueries({ queryKey: accountKeys.current(token), exact: true, refetchType: 'none' })
  }
  // A copy is as old as the page that saved it: every screen refreshes it when shown online (and
  // on reconnecting), however recent it looks.
  const restored = new Set(record.clientState.queries.map((query) => query.queryHash))
  void queryClient.invalidateQueries({
    predicate: (query) => restored.has(query.queryHash) && query.state.dataUpdatedAt <= savedAt,
    refetchType: 'none',
  })
  return true
}

/** Writes the current account's record now. */
export async function save(queryClient: QueryClient): Promise<void> {
  const started = generation
  const token = session.getToken()
  const key = await accountKey(token)
  if (key === null || started !== generation) return
  const current = token === null ? undefined : queryClient.getQueryState(accountKeys.current(token))
  const user = current?.data === undefined ? null : { data: current.data, updatedAt: current.dataUpdatedAt }
  // persistQueryClientSave asks idb-keyval to write before it awaits anything: a forget() from
  // here on deletes the record after it is written.
  await persistQueryClientSave({
    queryClient,
    persister: recordPersister(key, user),
    buster: buildId(),
    dehydrateOptions: dehydrateOptions(queryClient, Date.now()),
  })
  if (started === generation) storage.set(SAVED_FLAG, '1')
}

/** Deletes the record of the account signed in with `token`. */
export async function forgetAccount(token: string): Promise<void> {
  generation += 1
  const key = await accountKey(token)
  if (key !== null) await recordPersister(key).removeClient()
}

/**
 * Deletes every stored record (all accounts and the guest's), and the media the service worker
 * kept (src/sw/sw.ts): pictures of private posts must not outlive the session either.
 */
export async function forgetAll(): Promise<void> {
  generation += 1
  storage.remove(SAVED_FLAG)
  await clear(store())
  if (typeof caches !== 'undefined') await caches.delete('parley-media')
}
