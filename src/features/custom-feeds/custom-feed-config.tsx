import { Trans } from '@lingui/react/macro'
import type { CustomFeed } from '@/api/lists/types'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { AddMemberForm } from './add-member-form'
import { FeedTitleBar } from './feed-title-bar'
import { MemberList } from './member-list'
import styles from './custom-feed-config.module.css'
import { iconInfo } from '@/ui/icons/info'
import { customFeedTimelinePath } from '@/lib/paths'

/** A feed's configuration: its title, the users it follows, and a way to its timeline. */
export function CustomFeedConfig({ feed }: { feed: CustomFeed }) {
  return (
    <>
      <FeedTitleBar feed={feed} />
      <div className={styles.notice}>
        <Icon path={iconInfo} className={styles.noticeIcon} />
        <p>
          <Trans>
            Posts from the users in this feed show only in the feed’s own timeline. They no longer appear on your home
            timeline.
          </Trans>
        </p>
      </div>
      <p className={styles.timeline}>
        <Link to={customFeedTimelinePath(feed.id)}>
          <Trans>Open the feed’s timeline</Trans>
        </Link>
      </p>
      <AddMemberForm feedId={feed.id} />
      <MemberList feedId={feed.id} />
    </>
  )
}
