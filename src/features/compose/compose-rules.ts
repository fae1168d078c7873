import type { CredentialAccount } from '@/api/accounts/types'
import type { Status, Visibility } from '@/api/statuses/types'
import { preferredVisibility } from '@/lib/client-config'
import type { DraftTarget } from '@/lib/drafts'

/** What the composer is for: a new post, a reply to or a quote of a post, or editing a post. */
/** A group a new post goes to (Mitra 5.9 `group_id`), and its name for the form's label. */
export type ComposerGroup = { id: string; name: string }

export type ComposerMode =
  | { kind: 'new'; group?: ComposerGroup }
  | { kind: 'reply'; post: Status }
  | { kind: 'quote'; post: Status }
  | { kind: 'edit'; post: Status }

/** The remaining-characters counter shows below this many (spec §5). */
export const COUNTER_THRESHOLD = 100
/** Used when the instance does not say (Mitra's default). */
export const DEFAULT_MAX_CHARACTERS = 5000
/** Draft context of a new post; replies and quotes get their own contexts. */
export const NEW_POST_DRAFT = 'new'

/** Characters as the server counts them: Unicode code points, not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length
}

export function remainingCharacters(text: string, max: number): number {
  return max - characterCount(text)
}

export function showsCounter(remaining: number): boolean {
  return remaining < COUNTER_THRESHOLD
}

export type PublishState = {
  text: string
  remaining: number
  submitting: boolean
  /** An attachment is still uploading. */
  uploading: boolean
  /** A poll is switched on but has fewer than two options. */
  pollIncomplete?: boolean
}

/** Spec §5: text is required; disabled when over the limit, while submitting or while uploading. */
export function canPublish({ text, remaining, submitting, uploading, pollIncomplete = false }: PublishState): boolean {
  return text.trim().length > 0 && remaining >= 0 && !submitting && !uploading && !pollIncomplete
}

/** Every visibility, in the order the chooser lists them. */
export const ALL_VISIBILITIES = [
  'public',
  'private',
  'subscribers',
  'conversation',
  'direct',
] as const satisfies readonly Visibility[]

/** Visibilities a new post may have (spec §4). */
export const NEW_POST_VISIBILITIES = [
  'public',
  'private',
  'subscribers',
  'direct',
] as const satisfies readonly Visibility[]

/** The post a reply or quote is about: the original when it is handed a repost. */
export function subjectOf(post: Status): Status {
  return post.reblog ?? post
}

/** The visibilities a reply to `parent` may have, for the user `userId` (spec §4 Visibility). */
export function replyVisibilities(parent: Status, userId: string | null | undefined): Visibility[] {
  switch (parent.visibility) {
    case 'public':
      return [...NEW_POST_VISIBILITIES]
    case 'private':
      return parent.account.id === userId ? ['private', 'conversation', 'direct'] : ['conversation', 'direct']
    case 'subscribers':
    case 'conversation':
      return ['conversation', 'direct']
    case 'direct':
      return ['direct']
    // A visibility this client does not know: the narrowest choice is the safe one.
    default:
      return ['direct']
  }
}

/** The visibilities the chooser offers in a mode; a single one means the chooser is not usable. */
export function visibilityOptions(mode: ComposerMode, userId: string | null | undefined): Visibility[] {
  switch (mode.kind) {
    case 'new':
      return [...NEW_POST_VISIBILITIES]
    case 'reply':
      return replyVisibilities(subjectOf(mode.post), userId)
    // A quote links to a public post; Mitra refuses links in non-public posts.
    case 'quote':
      return ['public']
    // Spec §4: an edit cannot change the visibility.
    case 'edit':
      return [mode.post.visibility]
  }
}

/** The user's default visibility (preferredVisibility) when allowed here, else the first option. */
export function initialVisibility(
  options: readonly Visibility[],
  user: CredentialAccount | null | undefined,
): Visibility {
  const wanted = preferredVisibility(user)
  if (wanted && options.includes(wanted)) return wanted
  return options[0] ?? 'public'
}

/** The context a draft is kept under (spec §4 Editor: per new post, reply to or quote of a post); edits never keep drafts (null). */
export function draftContext(mode: ComposerMode): string | null {
  switch (mode.kind) {
    case 'new':
      // Each group has its own draft, apart from home's.
      return mode.group ? `group:${mode.group.id}` : NEW_POST_DRAFT
    case 'reply':
      return `reply:${subjectOf(mode.post).id}`
    case 'quote':
      return `quote:${subjectOf(mode.post).id}`
    case 'edit':
      return null
  }
}

/** How long the listed start of a replied-to or quoted post is. */
const TARGET_EXCERPT = 80

/** The post a reply or quote draft is about, as the drafts screen lists it. */
export function draftTargetOf(mode: ComposerMode): DraftTarget | null {
  if (mode.kind !== 'reply' && mode.kind !== 'quote') return null
  const post = subjectOf(mode.post)
  // Parsed, never inserted: only the text is read.
  const text = (new DOMParser().parseFromString(post.content, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  const chars = [...text]
  return {
    postId: post.id,
    acct: post.account.acct,
    excerpt: chars.length > TARGET_EXCERPT ? `${chars.slice(0, TARGET_EXCERPT).join('')}…` : text,
  }
}

/** A reply starts with "@acct " for the author and everyone mentioned, except the user themself. */
export function replyMentions(parent: Status, user: { id: string; acct: string } | null | undefined): string {
  const accts: string[] = []
  const add = (id: string, acct: string) => {
    if (id === user?.id || acct === user?.acct || accts.includes(acct)) return
    accts.push(acct)
  }
  add(parent.account.id, parent.account.acct)
  for (const mention of parent.mentions ?? []) add(mention.id, mention.acct)
  return accts.map((acct) => `@${acct} `).join('')
}

/** Spec §5: a post whose source is HTML (not markdown) cannot be edited. */
export function canEditSource(source: { content_type: string }): boolean {
  return source.content_type !== 'text/html'
}

/** The quoted post an edit keeps (Mitra gives it as pleroma.quote, older servers only in links). */
export function quotedIdOf(post: Status): string | null {
  return post.pleroma?.quote?.id ?? post.links?.[0]?.id ?? null
}
