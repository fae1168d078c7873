/**
 * The keyboard state of the search combobox (ARIA 1.2 combobox with a listbox popup): which option
 * is active (-1: none, focus stays in the text), and what a key does.
 */
export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape'

export type ComboboxAction =
  | { type: 'open' }
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  /** Leave the key to the text field (Enter submits the form). */
  | { type: 'none' }

export function comboboxKey(key: string, state: { open: boolean; active: number; count: number }): ComboboxAction {
  const { open, active, count } = state
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (!open) return { type: 'open' }
    if (count === 0) return { type: 'none' }
    if (key === 'ArrowDown') return { type: 'move', active: active + 1 >= count ? 0 : active + 1 }
    return { type: 'move', active: active <= 0 ? count - 1 : active - 1 }
  }
  if (key === 'Enter')
    return open && active >= 0 && active < count ? { type: 'choose', index: active } : { type: 'none' }
  if (key === 'Escape') return open ? { type: 'close' } : { type: 'none' }
  return { type: 'none' }
}

/** Waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250
