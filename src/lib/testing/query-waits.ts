import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'

/**
 * Waits until the query under `queryKey` has its answer and the components reading it have been
 * told and rendered it. A test that checks something is absent after the data came (no badge, no
 * entry) waits for this rather than for a fixed time: before the data, the absence proves nothing.
 */
export async function queryDelivered(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await waitFor(() => {
    const state = queryClient.getQueryState(queryKey)
    if (state?.status !== 'success' || queryClient.isFetching({ queryKey }) > 0)
      throw new Error(`query ${JSON.stringify(queryKey)} has no answer yet`)
  })
  // TanStack Query tells its observers in a batch it schedules: this comes after that batch, and
  // React renders what they were told before act returns.
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)))
}
