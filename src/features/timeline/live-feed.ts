import type { homeMarkerQuery } from '@/api/markers/queries'
import type { homePollQuery } from '@/api/timelines/live'

/**
 * What makes a feed live (home): the poll for newer posts, held aside until `show` puts them on
 * top, and the reading position kept in a marker.
 */
export type LiveFeed = {
  poll: ReturnType<typeof homePollQuery>
  /** Moves the posts held aside into the timeline. */
  show: () => void
  marker: ReturnType<typeof homeMarkerQuery>
  /** Saves the newest post seen as the marker. */
  save: (lastReadId: string) => Promise<unknown>
}
