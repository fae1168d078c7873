import { lazy, Suspense } from 'react'
import type { PostEditorArgs } from '@/features/post/post-editor-slot'
import { Spinner } from '@/ui/spinner'

// Loaded when a reply, quote or edit form first opens: screens that only read posts never load it.
const Composer = lazy(() => import('@/features/compose/composer').then((m) => ({ default: m.Composer })))

/**
 * The reply, quote and edit forms of post cards: the composer, handed to the post feature by the
 * routes (features do not import each other). Module-level, so cards keep a stable prop.
 */
export function renderPostEditor({ post, mode, onDone }: PostEditorArgs) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      {/* The form opens on the user's request: its text box takes the focus then. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Composer mode={{ kind: mode, post }} onDone={onDone} autoFocus />
    </Suspense>
  )
}
