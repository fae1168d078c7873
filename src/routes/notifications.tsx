import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Status } from '@/api/statuses/types'
import { NotificationList } from '@/features/notifications/notification-list'
import { PostCard } from '@/features/post/post-card'
import { PostViewerProvider } from '@/features/post/viewer'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

const renderPost = (status: Status) => <PostCard status={status} renderEditor={renderPostEditor} />

/** /notifications (signed-in): the notification list; visiting it marks them read. */
export default function NotificationsRoute() {
  const { t } = useLingui()
  const title = t`Notifications`
  usePageTitle(title)
  useEffect(() => {
    window.scrollTo({ top: 0 })
  }, [])
  return (
    <PostViewerProvider>
      <PageHeading>{title}</PageHeading>
      <NotificationList label={title} renderPost={renderPost} />
    </PostViewerProvider>
  )
}
