import { Trans } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { CustomFeed } from '@/api/lists/types'
import { Button } from '@/ui/button'
import { PageHeading } from '@/ui/page-heading'
import { DeleteFeedButton } from './delete-feed-button'
import { RenameFeedForm } from './rename-feed-form'
import { iconEdit } from '@/ui/icons/edit'

/** The feed's title with Rename and Delete feed; Rename swaps in a form under the title. */
export function FeedTitleBar({ feed }: { feed: CustomFeed }) {
  const [renaming, setRenaming] = useState(false)
  const renameButton = useRef<HTMLButtonElement>(null)
  const done = () => {
    setRenaming(false)
    // The Rename button comes back on the next render; give it the focus the form had.
    requestAnimationFrame(() => renameButton.current?.focus())
  }
  return (
    <>
      <PageHeading
        actions={
          renaming ? null : (
            <>
              <Button ref={renameButton} icon={iconEdit} onClick={() => setRenaming(true)}>
                <Trans>Rename</Trans>
              </Button>
              <DeleteFeedButton feed={feed} />
            </>
          )
        }
      >
        {feed.title}
      </PageHeading>
      {renaming ? <RenameFeedForm feed={feed} onDone={done} /> : null}
    </>
  )
}
