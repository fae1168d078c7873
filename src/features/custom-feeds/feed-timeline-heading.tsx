import { useLingui } from '@lingui/react/macro'
import type { CustomFeed } from '@/api/lists/types'
import { Link } from '@/lib/router'
import { PageHeading } from '@/ui/page-heading'
import styles from './feed-timeline-heading.module.css'
import { customFeedPath } from '@/lib/paths-later'

/** The timeline's title, a link to the feed's configuration. */
export function FeedTimelineHeading({ feed }: { feed: CustomFeed }) {
  const { t } = useLingui()
  return (
    <PageHeading>
      <Link to={customFeedPath(feed.id)} className={styles.link} title={t`Configure this feed`}>
        {feed.title}
      </Link>
    </PageHeading>
  )
}
