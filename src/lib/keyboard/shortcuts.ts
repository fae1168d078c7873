import { ITEM_ATTRIBUTE, type ItemAction } from './markers'

/** What a shortcut does: move between posts, act on the focused one, compose, or show the help. */
export type Command = 'next' | 'previous' | ItemAction | 'compose' | 'help'

export type Shortcut = { command: Command; keys: readonly string[]; scope: 'page' | 'item' }

/**
 * The shortcuts, in the order the help lists them. Single letters as in other fediverse
 * clients; "page" ones work wherever the focus is not in a text field, "item" ones act on the
 * post that has the focus (or holds it). Screen readers in browse mode keep letter keys for
 * their own navigation, so these reach the page only where the reader passes keys on.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { command: 'next', keys: ['j'], scope: 'page' },
  { command: 'previous', keys: ['k'], scope: 'page' },
  { command: 'open', keys: ['Enter', 'o'], scope: 'item' },
  { command: 'reply', keys: ['r'], scope: 'item' },
  { command: 'like', keys: ['l', 'f'], scope: 'item' },
  { command: 'repost', keys: ['b', 't'], scope: 'item' },
  { command: 'bookmark', keys: ['d'], scope: 'item' },
  { command: 'warning', keys: ['x'], scope: 'item' },
  { command: 'media', keys: ['e'], scope: 'item' },
  { command: 'compose', keys: ['n'], scope: 'page' },
  { command: 'help', keys: ['?'], scope: 'page' },
]

/** The parts of a keydown event the handler reads (a real KeyboardEvent has them all). */
export type KeyInput = {
  key: string
  target: EventTarget | null
  ctrlKey?: boolean
  altKey?: boolean
  metaKey?: boolean
  shiftKey?: boolean
  isComposing?: boolean
  defaultPrevented?: boolean
}

function isElement(target: EventTarget | null): target is Element {
  return typeof Element !== 'undefined' && target instanceof Element
}

/**
 * Whether keys pressed on `target` belong to it: text fields, selects, editable content, and the
 * widgets that read letters themselves (menus, listboxes, comboboxes, sliders...). Every input
 * counts, not only text ones: a radio group or a checkbox must keep its own keys too.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!isElement(target)) return false
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true
  if (target instanceof HTMLElement && target.isContentEditable) return true
  if (target.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]')) return true
  return (
    target.closest(
      '[role="textbox"], [role="combobox"], [role="searchbox"], [role="listbox"], [role="menu"], [role="menubar"], [role="slider"], [role="spinbutton"], [role="grid"], [role="tree"], [role="application"]',
    ) !== null
  )
}

/** The key as the shortcut table spells it: letters in lower case (Caps Lock on), others as given. */
function normalKey(key: string): string {
  return key.length === 1 ? key.toLocaleLowerCase() : key
}

/** The item (post card) that has the focus or holds it, if any. */
export function itemOf(target: EventTarget | null): HTMLElement | null {
  return isElement(target) ? target.closest<HTMLElement>(`[${ITEM_ATTRIBUTE}]`) : null
}

/**
 * The command a keydown stands for, or null when it must be left alone: modifier keys (Ctrl,
 * Alt, Meta; Shift only for "?"), text entry and IME composition, keys already handled, anything
 * inside an open dialog or a menu. Enter opens a post only when the post itself has the focus
 * (on a link or button inside it Enter is theirs); the other post keys work anywhere in it.
 */
export function commandFor(event: KeyInput): Command | null {
  if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey || event.metaKey) return null
  if (isTypingTarget(event.target)) return null
  if (isElement(event.target) && event.target.closest('dialog, [role="dialog"], [role="alertdialog"]')) return null
  const key = normalKey(event.key)
  // The feed pattern's keys: Page Down and Page Up move between posts while a post has the focus.
  if ((key === 'PageDown' || key === 'PageUp') && !event.shiftKey && itemOf(event.target) === event.target) {
    return key === 'PageDown' ? 'next' : 'previous'
  }
  if (event.shiftKey && key !== '?') return null
  const shortcut = SHORTCUTS.find((s) => s.keys.includes(key))
  if (!shortcut) return null
  if (shortcut.scope === 'page') return shortcut.command
  const item = itemOf(event.target)
  if (!item) return null
  if (key === 'Enter' && event.target !== item) return null
  return shortcut.command
}
