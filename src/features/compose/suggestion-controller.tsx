import { Plural } from '@lingui/react/macro'
import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { suggestionId } from './suggest-rules'
import { SuggestionList } from './suggestion-list'
import { useSuggestions } from './use-suggestions'

export type SuggestionKeys = (event: KeyboardEvent) => boolean

type SuggestionControllerProps = {
  text: string
  caret: number
  listId: string
  /** The text box the list completes: it gets aria-controls and aria-activedescendant while open. */
  textRef: RefObject<HTMLTextAreaElement | null>
  /** Hands the composer the list's key handler (arrows, Enter, Tab, Escape). */
  register: (keys: SuggestionKeys | null) => void
  onInsert: (text: string, caret: number) => void
  /** No list while the preview shows. */
  paused: boolean
}

/**
 * Emoji and mention suggestions for the composer's text box, loaded once the text holds a ':' or
 * an '@'. Focus stays in the text box, which points at the highlighted option.
 */
export function SuggestionController({
  text,
  caret,
  listId,
  textRef,
  register,
  onInsert,
  paused,
}: SuggestionControllerProps) {
  const suggestions = useSuggestions(text, caret, onInsert)
  const open = suggestions.open && !paused
  const activeId = open ? suggestionId(listId, suggestions.activeIndex) : null

  useLayoutEffect(() => {
    register(open ? suggestions.onKeyDown : null)
  })
  useLayoutEffect(() => () => register(null), [register])

  // The text box's own props leave these two to this component.
  useLayoutEffect(() => {
    const el = textRef.current
    if (!el) return
    if (activeId) {
      el.setAttribute('aria-controls', listId)
      el.setAttribute('aria-activedescendant', activeId)
    } else {
      el.removeAttribute('aria-controls')
      el.removeAttribute('aria-activedescendant')
    }
  }, [activeId, listId, textRef])

  return (
    <>
      {open ? <SuggestionList id={listId} suggestions={suggestions} /> : null}
      <VisuallyHidden role="status">
        {open ? <Plural value={suggestions.items.length} one="# suggestion" other="# suggestions" /> : null}
      </VisuallyHidden>
    </>
  )
}
