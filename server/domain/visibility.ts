import type { Visibility } from '../db/posts'
import { validationError } from '../http/errors'

/** Reply visibilities Mitra allows for each parent visibility (spec §4 "Visibility"). */
export function canReplyWith(parent: Visibility, reply: Visibility, sameAuthor: boolean): boolean {
  const allowed: Record<Visibility, Visibility[]> = {
    public: ['public', 'private', 'subscribers', 'direct'],
    private: sameAuthor ? ['conversation', 'private', 'direct'] : ['conversation', 'direct'],
    subscribers: ['conversation', 'direct'],
    conversation: ['conversation', 'direct'],
    direct: ['direct'],
  }
  return allowed[parent].includes(reply)
}

/** The visibility parameter of POST /api/v1/statuses ("unlisted" is read as public, as Mitra does). */
export function parseVisibility(value: string): Visibility {
  switch (value) {
    case 'public':
    case 'unlisted':
      return 'public'
    case 'private':
    case 'subscribers':
    case 'conversation':
    case 'direct':
      return value
    default:
      throw validationError('invalid visibility parameter')
  }
}

/**
 * A repost's visibility at 5.9 (v5.9.1 `reblog`: `visibility_from_str`, then mitra_validators
 * `validate_repost_data`): public (also "unlisted") or followers only ("private").
 */
export function parseRepostVisibility(value: string): 'public' | 'private' {
  const visibility = parseVisibility(value)
  if (visibility !== 'public' && visibility !== 'private') throw validationError('invalid repost visibility')
  return visibility
}

/** Without a visibility parameter: public, or the narrowest sensible choice for a reply. */
export function defaultVisibility(parent: { visibility: Visibility } | null, sameAuthor: boolean): Visibility {
  if (!parent || parent.visibility === 'public') return 'public'
  if (parent.visibility === 'direct') return 'direct'
  if (parent.visibility === 'private' && sameAuthor) return 'private'
  return 'conversation'
}
