import { useLingui } from '@lingui/react/macro'
import { useParams } from '@/lib/router'
import { ThreadView } from '@/features/post/thread-view'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import { renderPostEditor } from './parts/post-editor-slot'

/** /post/:postId: the post in its thread. */
export default function PostRoute() {
  const { t } = useLingui()
  const title = t`Post`
  usePageTitle(title)
  const postId = useParams().postId ?? ''
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <ThreadView key={postId} postId={postId} renderEditor={renderPostEditor} />
    </>
  )
}
