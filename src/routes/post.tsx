import { useLingui } from '@lingui/react/macro'
import type { Status } from '@/api/statuses/types'
import { useParams, useSearchParams } from '@/lib/router'
import { ThreadView } from '@/features/post/thread-view'
import { ConversationNote } from '@/features/post/conversation-note'
import { PostPeople } from '@/features/post-people/post-people'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

/** The first post cards' formats and sanitiser, set up before the screen renders. */
export { postCardSteps as warmUp } from '@/features/post/warm-up'

/** /post/:postId: the post in its thread; ?reply=1 or ?quote=1 opens its reply or quote form. */
export default function PostRoute() {
  const { t } = useLingui()
  const title = t`Post`
  usePageTitle(title)
  const postId = useParams().postId ?? ''
  // A resumed reply or quote draft opens its form: ?reply=1 or ?quote=1.
  const [search] = useSearchParams()
  const openEditor = search.has('reply') ? 'reply' : search.has('quote') ? 'quote' : undefined
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ThreadView
        key={postId}
        postId={postId}
        renderEditor={renderPostEditor}
        openEditor={openEditor}
        renderBelowPost={renderPostPeople}
      />
    </>
  )
}

const renderPostPeople = (status: Status) => (
  <>
    <ConversationNote status={status} />
    <PostPeople status={status} />
  </>
)
