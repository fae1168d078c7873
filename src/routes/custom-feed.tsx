import { CustomFeedConfig } from '@/features/custom-feeds/custom-feed-config'
import { CustomFeedGate } from '@/features/custom-feeds/custom-feed-gate'
import { useParams } from '@/lib/router'

/** /custom-feed/:feedId (signed-in): the feed's title, users and the forms that change them. */
export default function CustomFeedRoute() {
  const id = useParams().feedId ?? ''
  return (
    <CustomFeedGate key={id} id={id} section={(feed) => feed.title}>
      {(feed) => <CustomFeedConfig feed={feed} />}
    </CustomFeedGate>
  )
}
