import { lazy, Suspense } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import type { Status } from '@/api/statuses/types'
import { Spinner } from '@/ui/spinner'
import { draftContext, subjectOf, type ComposerMode } from './compose-rules'
import { DraftedComposer } from './drafted-composer'
import { GroupReplyNote } from './group-reply-note'
import { withLaterMessages } from '@/i18n/setup'

// Editing loads the post's source first; its code comes with it.
const EditComposer = lazy(withLaterMessages(() => import('./edit-composer').then((m) => ({ default: m.EditComposer }))))

export type { ComposerMode } from './compose-rules'

type ComposerProps = {
  /** New post (default), reply to or quote of a post, or editing a post. */
  mode?: ComposerMode
  /** Called after saving (with the saved post) and on Cancel (without). */
  onDone?: (saved?: Status) => void
  /** Move focus into the text box when it opens (inline reply, quote and edit forms). */
  autoFocus?: boolean
  /** @deprecated The composer reads the current user itself; accepted so older call sites compile. */
  user?: CredentialAccount
  /** @deprecated The composer reads the instance's limit itself. */
  maxCharacters?: number
}

const NEW_POST: ComposerMode = { kind: 'new' }

/**
 * The post composer: a new post on home, an inline reply or quote under a post, or an edit form
 * in place of a post. It reads the signed-in user and the instance itself; guests get nothing.
 */
export function Composer({ mode = NEW_POST, onDone, autoFocus }: ComposerProps) {
  const user = useCurrentUser()
  const instance = useInstance()
  if (!user) return null
  if (mode.kind === 'edit') {
    return (
      <Suspense fallback={<Spinner size="sm" />}>
        <EditComposer
          key={mode.post.id}
          post={mode.post}
          user={user}
          instance={instance}
          onDone={onDone}
          focusOnOpen={autoFocus}
        />
      </Suspense>
    )
  }
  const context = draftContext(mode)
  if (context === null) return null
  // Each account has its own drafts: switching accounts opens a fresh form on the other's draft.
  const composer = (
    <DraftedComposer
      key={`${user.id}/${context}`}
      mode={mode}
      context={context}
      user={user}
      instance={instance}
      onDone={onDone}
      focusOnOpen={autoFocus}
    />
  )
  if (mode.kind !== 'reply') return composer
  return (
    <>
      <GroupReplyNote post={subjectOf(mode.post)} />
      {composer}
    </>
  )
}
