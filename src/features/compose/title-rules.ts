import { supportsPostTitles } from '@/api/instance/mitra-features'
import type { Instance } from '@/api/instance/types'
import { remainingCharacters, type ComposerMode } from './compose-rules'

/** Mitra's TITLE_LENGTH_MAX (mitra_validators/src/posts.rs), in characters (code points) since 5.9.0. */
export const TITLE_MAX_CHARACTERS = 300

/** The title counter shows below this many characters left. */
export const TITLE_COUNTER_THRESHOLD = 50

/**
 * Whether the form offers a title: Mitra 5.6+, on a new post or a quote, and on an edit of a
 * top-level post (or of a post that already has one: an edit without it would clear it). Not on
 * replies: Mitra accepts one there, but drops the titles of replies it receives from other
 * servers (mitra_activitypub handlers/note.rs get_object_content), so it would show only here.
 */
export function offersTitle(mode: ComposerMode, instance: Pick<Instance, 'version'> | undefined): boolean {
  if (!supportsPostTitles(instance) || mode.kind === 'reply') return false
  return mode.kind !== 'edit' || mode.post.in_reply_to_id === null || Boolean(mode.post.title)
}

export const titleRemaining = (title: string): number => remainingCharacters(title, TITLE_MAX_CHARACTERS)

/** What is sent: the title without surrounding spaces, or nothing when empty or not offered. */
export const titleToSend = (title: string, offered: boolean): string | null =>
  offered && title.trim() !== '' ? title.trim() : null
