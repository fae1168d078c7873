import type { QueryClient } from '@tanstack/react-query'
import { updateHomeMarker } from './endpoints'
import { markerKeys } from './queries'
import type { Marker } from './types'

/**
 * Saves home's reading position and keeps the cached marker in step. A server that answers
 * without the home marker (older Mitra) is taken as having stored it.
 */
export async function saveHomeMarker(queryClient: QueryClient, lastReadId: string): Promise<void> {
  const marker = await updateHomeMarker(lastReadId)
  queryClient.setQueryData<Marker | null>(markerKeys.home(), marker ?? { last_read_id: lastReadId })
}
