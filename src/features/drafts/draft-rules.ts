import type { Draft } from '@/lib/drafts'
import { postPath, profileByIdPath } from '@/lib/paths'

/**
 * Where a draft is resumed: home for a new post, the group's page for a post to a group; the
 * post's page with its reply or quote form open (?reply=1, ?quote=1) for the others.
 */
export function resumePath(draft: Pick<Draft, 'context' | 'target'>): string {
  const [kind, ...rest] = draft.context.split(':')
  const postId = draft.target?.postId ?? rest.join(':')
  if ((kind === 'reply' || kind === 'quote') && postId) return postPath(postId, kind)
  if (kind === 'group' && postId) return profileByIdPath(postId)
  return '/home'
}
