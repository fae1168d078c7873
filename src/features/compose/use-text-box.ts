import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { settingsOf } from '@/lib/client-config'
import { insertEmoji } from './insert-emoji'
import type { SuggestionKeys } from './suggestion-controller'
import type { Composer } from './use-composer'

/**
 * The complete form's text box: the focus on opening, the caret after an inserted suggestion or
 * emoji, the suggestion list's keys before the form's, and Ctrl+Enter when the setting is on.
 */
export function useTextBox(
  c: Composer,
  textRef: RefObject<HTMLTextAreaElement | null>,
  user: CredentialAccount,
  focusOnOpen: boolean | undefined,
) {
  const pendingCaret = useRef<number | null>(null)
  const suggestionKeys = useRef<SuggestionKeys | null>(null)
  const registerKeys = useCallback((keys: SuggestionKeys | null) => {
    suggestionKeys.current = keys
  }, [])

  // After a suggestion is inserted, the caret goes just after it.
  useLayoutEffect(() => {
    const el = textRef.current
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current)
      pendingCaret.current = null
    }
  }, [c.text, textRef])

  useEffect(() => {
    const el = textRef.current
    if (!focusOnOpen || !el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [focusOnOpen, textRef])

  const insert = (text: string, caret: number) => {
    pendingCaret.current = caret
    c.setText(text, caret)
  }
  return {
    registerKeys,
    insert,
    insertPicked: (emoji: string, custom: boolean) => {
      const el = textRef.current
      const next = insertEmoji(c.text, el?.selectionStart ?? c.caret, el?.selectionEnd ?? c.caret, emoji, custom)
      insert(next.text, next.caret)
    },
    // The picker gives the focus back to its button; the text box is where the writing goes on.
    focusText: () => requestAnimationFrame(() => textRef.current?.focus()),
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (suggestionKeys.current?.(event)) return
      if (settingsOf(user).ctrlEnterEnabled && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault()
        c.publish()
      }
    },
  }
}

export type TextBox = ReturnType<typeof useTextBox>
