/*
 * Clicks on the landing page written at build time before React has taken it over. The page is on
 * screen and looks ready while the app's code still loads; a click on one of its buttons would do
 * nothing. The boot script records the clicks on elements marked `data-early-click`, and the
 * component that owns such a button replays them once it runs.
 */

declare global {
  interface Window {
    /** The actions clicked so far, recorded until the app starts to hydrate the page. */
    __parleyEarlyClicks?: string[]
  }
}

/** The attribute naming what a button of the written page does (`data-early-click="…"`). */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/** The boot script's part: records the clicks on marked elements until stopped. */
export function recordEarlyClicks(): void {
  const clicks: string[] = (window.__parleyEarlyClicks = [])
  addEventListener(
    'click',
    (event) => {
      const action = (event.target as Element).closest?.<HTMLElement>('[data-early-click]')?.dataset.earlyClick
      if (action && window.__parleyEarlyClicks === clicks) clicks.push(action)
    },
    true,
  )
}

let held: string[] = []

/**
 * Stops the recording as React starts to hydrate the page, keeping what was recorded: from then on
 * React sees the clicks itself (it replays those that reach a part still hydrating).
 */
export function stopRecordingEarlyClicks(): void {
  held = window.__parleyEarlyClicks ?? []
  window.__parleyEarlyClicks = undefined
}

/** How many times `action` was clicked before hydration; the clicks are taken once. */
export function takeEarlyClicks(action: string): number {
  const clicks = held
  held = []
  return clicks.filter((a) => a === action).length
}
