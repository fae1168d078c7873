import { ACTION_ATTRIBUTE, ITEM_ATTRIBUTE, type ItemAction } from './markers'

/** The items j and k move between: the visible post cards of the page's main content. */
export function itemsOf(root: ParentNode = document): HTMLElement[] {
  const main = root.querySelector('#main') ?? root.querySelector('main') ?? root
  return [...main.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`)].filter((item) => !item.closest('[hidden]'))
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Focuses an item and brings it into view (smoothly unless the person asks for less motion). */
export function focusItem(item: HTMLElement): void {
  item.focus({ preventScroll: true })
  const tall = item.getBoundingClientRect().height > window.innerHeight * 0.8
  item.scrollIntoView?.({ block: tall ? 'start' : 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' })
}

/**
 * The item after (or before) the focused element: its neighbour when an item has the focus, else
 * the first item after the focus (j) or the last one before it (k); with nothing focused, the
 * first item.
 */
export function neighbourItem(items: readonly HTMLElement[], active: Element | null, step: 1 | -1): HTMLElement | null {
  if (items.length === 0) return null
  const current = active?.closest<HTMLElement>(`[${ITEM_ATTRIBUTE}]`) ?? null
  const index = current ? items.indexOf(current) : -1
  if (index >= 0) return items[index + step] ?? null
  const focused = active && active !== document.body && active !== document.documentElement ? active : null
  if (!focused) return items[0] ?? null
  const follows = (item: HTMLElement) =>
    Boolean(focused.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING)
  if (step === 1) return items.find(follows) ?? null
  return [...items].reverse().find((item) => !follows(item) && !item.contains(focused)) ?? null
}

/** The control of `item` that performs `action` (not one of an item nested inside it). */
export function actionControl(item: HTMLElement, action: ItemAction): HTMLElement | null {
  const controls = item.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}="${action}"]`)
  return [...controls].find((control) => control.closest(`[${ITEM_ATTRIBUTE}]`) === item) ?? null
}

/** The home composer's text box: the first one in the main content outside any post. */
export function composerField(root: ParentNode = document): HTMLTextAreaElement | null {
  const main = root.querySelector('#main') ?? root
  return (
    [...main.querySelectorAll('textarea')].find((field) => !field.closest(`[${ITEM_ATTRIBUTE}]`) && !field.hidden) ??
    null
  )
}
