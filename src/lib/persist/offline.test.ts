import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepCachedDataOffline } from './index'

// As src/lib/query-client.ts sets it: offline, calls still run (and fail with words).
const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, networkMode: 'always' } } })

function offline(value: boolean) {
  vi.stubGlobal('navigator', { onLine: !value })
  onlineManager.setOnline(!value)
}

describe('keepCachedDataOffline', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    onlineManager.setOnline(true)
  })

  it('shows cached data offline without refetching it, and refreshes it once back online', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const queryClient = client()
    keepCachedDataOffline(queryClient)
    expect(onlineManager.isOnline()).toBe(false)
    queryClient.setQueryData(['timelines', 'home'], ['cached post'])
    await queryClient.invalidateQueries({ refetchType: 'none' })
    queryClient.mount()
    const queryFn = vi.fn(async () => ['fresh post'])
    const observer = new QueryObserver(queryClient, { queryKey: ['timelines', 'home'], queryFn })
    const stop = observer.subscribe(() => {})
    // A fetch on mount starts as the observer subscribes (fetchStatus 'fetching'): none did.
    expect(observer.getCurrentResult().fetchStatus).toBe('idle')
    expect(observer.getCurrentResult().data).toEqual(['cached post'])

    offline(false)
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['fresh post']))
    // Once, on reconnecting: not also on mount.
    expect(queryFn).toHaveBeenCalledTimes(1)
    stop()
    queryClient.unmount()
  })

  it('still asks the server (and fails in words) for what is not cached', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const queryClient = client()
    keepCachedDataOffline(queryClient)
    const queryFn = vi.fn(async () => {
      throw new Error('offline')
    })
    const observer = new QueryObserver(queryClient, { queryKey: ['statuses', 'thread', '1'], queryFn })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true))
    expect(queryFn).toHaveBeenCalledTimes(1)
    stop()
  })
})
