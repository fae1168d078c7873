/** Spec §5 and §9: suggestions start after the trigger plus at least 2 characters. */
export const MIN_SUGGESTION_QUERY = 2
export const EMOJI_SUGGESTION_LIMIT = 10
export const SUGGESTION_DEBOUNCE_MS = 500

export type SuggestionKind = 'emoji' | 'mention'

/** The word being typed at the caret that may be completed: its kind, text and place. */
export type SuggestionToken = {
  kind: SuggestionKind
  /** What follows the ':' or '@'. */
  query: string
  /** Index of the trigger character. */
  start: number
  /** Index just after the word. */
  end: number
}

// A trigger starts a word: at the start of the text or after white space or an opening bracket.
const EMOJI = /(?:^|[\s([{])(:([\w+-]*))$/
const MENTION = /(?:^|[\s([{])(@([\w.-]*(?:@[\w.-]*)?))$/
const WORD_REST = /^[\w.@+-]*/

/** The token at the caret that suggestions complete, or null when none applies. */
export function tokenAt(text: string, caret: number): SuggestionToken | null {
  const before = text.slice(0, caret)
  const rest = WORD_REST.exec(text.slice(caret))?.[0].length ?? 0
  const emoji = EMOJI.exec(before)
  if (emoji?.[1] && emoji[2] !== undefined && emoji[2].length >= MIN_SUGGESTION_QUERY) {
    return { kind: 'emoji', query: emoji[2], start: caret - emoji[1].length, end: caret + rest }
  }
  const mention = MENTION.exec(before)
  if (mention?.[1] && mention[2] !== undefined && mention[2].length >= MIN_SUGGESTION_QUERY) {
    return { kind: 'mention', query: mention[2], start: caret - mention[1].length, end: caret + rest }
  }
  return null
}

/** Custom emojis whose shortcode contains the query, those starting with it first; at most 10. */
export function matchEmojis<E extends { shortcode: string }>(emojis: readonly E[], query: string): E[] {
  const q = query.toLowerCase()
  const starts: E[] = []
  const contains: E[] = []
  for (const emoji of emojis) {
    const code = emoji.shortcode.toLowerCase()
    if (code.startsWith(q)) starts.push(emoji)
    else if (code.includes(q)) contains.push(emoji)
  }
  return [...starts, ...contains].slice(0, EMOJI_SUGGESTION_LIMIT)
}

/** Spec §5: no mention suggestions when the search finds exactly the account already typed. */
export function mentionSuggestions<A extends { acct: string }>(accounts: readonly A[], query: string): A[] {
  if (accounts.length === 1 && accounts[0]?.acct.toLowerCase() === query.toLowerCase()) return []
  return [...accounts]
}

/** Replaces the token with the chosen completion and a following space; returns the new text and caret. */
export function insertCompletion(
  text: string,
  token: SuggestionToken,
  completion: string,
): { text: string; caret: number } {
  const after = text.slice(token.end)
  const spacer = /^\s/.test(after) ? '' : ' '
  const inserted = completion + spacer
  return {
    text: text.slice(0, token.start) + inserted + after,
    caret: token.start + inserted.length + (spacer ? 0 : 1),
  }
}

/** The element id of one suggestion, for the text box's aria-activedescendant. */
export const suggestionId = (listId: string, index: number) => `${listId}-option-${index}`
