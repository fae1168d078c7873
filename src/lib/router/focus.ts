/**
 * After an in-app navigation, moves focus to the new page so that screen reader users hear it and
 * keyboard users continue from there: its <h1>, or its <main> when it has none. Both receive
 * tabIndex=-1 so that they can take focus without joining the tab order.
 */
export function focusPage(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('#main') ?? root.querySelector<HTMLElement>('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('h1') ?? main
  if (!target) return null
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus({ preventScroll: true })
  return target
}
