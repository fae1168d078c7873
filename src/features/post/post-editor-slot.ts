import type { ReactNode } from 'react'
import type { Status } from '@/api/statuses/types'

export type PostEditorArgs = {
  post: Status
  mode: 'reply' | 'quote' | 'edit'
  /** Called after saving (with the saved post) or on cancel (without). */
  onDone: (saved?: Status) => void
}

/**
 * Renders the editor for a reply, a quote or an edit of a post. The route supplies it (with the
 * composer), because features do not import each other.
 */
export type RenderPostEditor = (args: PostEditorArgs) => ReactNode
