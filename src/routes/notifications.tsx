import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { supportsClearNotifications, supportsDirectMessages } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { notificationListQuery } from '@/api/notifications/queries'
import type { Status } from '@/api/statuses/types'
import { ClearAllButton } from '@/features/notifications/clear-all-button'
import { engagementKind } from '@/features/notifications/collapse'
import { NotificationList } from '@/features/notifications/notification-list'
import { useLiveNotifications } from '@/features/notifications/use-live-notifications'
import { AuthorRelationships } from '@/features/post/author-relationships'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { Icon } from '@/ui/icon'
import { iconMail } from '@/ui/icons/mail'
import { Link } from '@/lib/router'
import buttons from '@/ui/button.module.css'
import { renderPostEditor } from './parts/post-editor-slot'

const renderPost = (status: Status) => <PostCard status={status} renderEditor={renderPostEditor} />

/** The relationships with the authors of the posts under notifications, one batch per page. */
function NotificationRelationships() {
  const queryClient = useQueryClient()
  // Same options as the list: this reads its pages and never fetches them twice.
  const pages = useInfiniteQuery(notificationListQuery(queryClient)).data?.pages ?? []
  // Only the posts shown as cards (mentions, replies): a liked or reposted post is the reader's own excerpt.
  return (
    <AuthorRelationships
      groups={pages.map((page) => page.flatMap((n) => (n.status && !engagementKind(n) ? [n.status] : [])))}
    />
  )
}

/** Clear all, where the instance has it (Mitra 3.22+) and there is something to clear. */
function ClearAll() {
  const queryClient = useQueryClient()
  const instance = useInstance()
  // Same options as the list: this reads its pages and never fetches them twice.
  const loaded = useInfiniteQuery(notificationListQuery(queryClient)).data?.pages[0]?.length ?? 0
  return supportsClearNotifications(instance) && loaded > 0 ? <ClearAllButton /> : null
}

/**
 * A link to Direct messages where the instance lists them (Mitra 4.20+): reached from here rather
 * than from the sidebar, whose code every home load carries.
 */
function DirectMessagesLink() {
  const { t } = useLingui()
  if (!supportsDirectMessages(useInstance())) return null
  return (
    <Link to="/direct-messages" className={`${buttons.button} ${buttons.secondary} ${buttons.sm}`}>
      <Icon path={iconMail} />
      {t`Direct messages`}
    </Link>
  )
}

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/**
 * /notifications (signed-in): the notification list under an All / Mentions filter, likes,
 * reactions and reposts grouped per post; polled while shown; visiting it marks them read.
 */
export default function NotificationsRoute() {
  const { t } = useLingui()
  const title = t`Notifications`
  usePageTitle(title)
  useLiveNotifications()
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])
  return (
    <PostViewerProvider>
      <PageHeading
        actions={
          <>
            <DirectMessagesLink />
            <ClearAll />
          </>
        }
      >
        {title}
      </PageHeading>
      <NotificationList label={title} renderPost={renderPost} />
      <NotificationRelationships />
    </PostViewerProvider>
  )
}
