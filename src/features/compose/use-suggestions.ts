import { useQuery } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import type { Account, CustomEmoji } from '@/api/accounts/types'
import { mentionSuggestionsQuery } from '@/api/accounts/search'
import { customEmojisQuery } from '@/api/emojis/queries'
import {
  insertCompletion,
  matchEmojis,
  mentionSuggestions,
  SUGGESTION_DEBOUNCE_MS,
  tokenAt,
  type SuggestionToken,
} from './suggest-rules'
import { useDebouncedValue } from './use-debounced-value'

export type Suggestion =
  { kind: 'emoji'; key: string; emoji: CustomEmoji } | { kind: 'mention'; key: string; account: Account }

const tokenId = (t: SuggestionToken) => `${t.kind}:${t.start}:${t.query}`

/**
 * Emoji (":" + 2 characters) and mention ("@" + 2 characters) suggestions for the word at the
 * caret, once the typing has paused for 500 ms. Arrow keys move, Enter or Tab insert, Escape closes.
 */
export function useSuggestions(text: string, caret: number, onInsert: (text: string, caret: number) => void) {
  const live = tokenAt(text, caret)
  const settled = useDebouncedValue(live ? tokenId(live) : '', SUGGESTION_DEBOUNCE_MS)
  // Only a token that has been there for the whole delay opens the list.
  const token = live && settled === tokenId(live) ? live : null
  const [dismissed, setDismissed] = useState<string | null>(null)
  const [active, setActiveState] = useState({ id: '', index: 0 })

  const emojiQuery = useQuery({ ...customEmojisQuery(), enabled: token?.kind === 'emoji' })
  const mentionQuery = useQuery({
    ...mentionSuggestionsQuery(token?.kind === 'mention' ? token.query : ''),
    enabled: token?.kind === 'mention',
  })

  let items: Suggestion[] = []
  if (token?.kind === 'emoji' && emojiQuery.data) {
    items = matchEmojis(emojiQuery.data, token.query).map((emoji) => ({ kind: 'emoji', key: emoji.shortcode, emoji }))
  } else if (token?.kind === 'mention' && mentionQuery.data) {
    items = mentionSuggestions(mentionQuery.data, token.query).map((account) => ({
      kind: 'mention',
      key: account.id,
      account,
    }))
  }
  const id = token ? tokenId(token) : ''
  const open = !!token && items.length > 0 && dismissed !== id
  // The highlight starts on the first suggestion for each new word.
  const activeIndex = active.id === id ? Math.min(active.index, Math.max(items.length - 1, 0)) : 0
  const setActive = (index: number) => setActiveState({ id, index })

  const choose = (index: number) => {
    const item = items[index]
    if (!token || !item) return
    const completion = item.kind === 'emoji' ? `:${item.emoji.shortcode}:` : `@${item.account.acct}`
    const next = insertCompletion(text, token, completion)
    onInsert(next.text, next.caret)
  }

  /** Handles the list's keys; returns true when the key was used. */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    if (!open || !token) return false
    switch (event.key) {
      case 'ArrowDown':
        setActive((activeIndex + 1) % items.length)
        break
      case 'ArrowUp':
        setActive((activeIndex - 1 + items.length) % items.length)
        break
      case 'Enter':
      case 'Tab':
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false
        choose(activeIndex)
        break
      case 'Escape':
        setDismissed(id)
        break
      default:
        return false
    }
    event.preventDefault()
    return true
  }

  return { open, items, activeIndex, kind: token?.kind ?? null, choose, onKeyDown }
}

export type Suggestions = ReturnType<typeof useSuggestions>
