/**
 * DOM markers the shortcuts find their way by, so that the keyboard code needs no feature's
 * components: an item that j and k move between (a post card), and the controls inside it that a
 * shortcut presses.
 */
export const ITEM_ATTRIBUTE = 'data-shortcut-item'

/** The action a control performs for a shortcut, e.g. data-shortcut-action="like". */
export const ACTION_ATTRIBUTE = 'data-shortcut-action'

export type ItemAction = 'open' | 'reply' | 'like' | 'repost' | 'bookmark' | 'warning' | 'media'

/** Props that mark an element as an item the shortcuts move between. */
export const itemMarker = { [ITEM_ATTRIBUTE]: '' } as const

/** Props that mark a control as performing `action` for the item around it. */
export function actionMarker(action: ItemAction): Record<string, string> {
  return { [ACTION_ATTRIBUTE]: action }
}
