/**
 * A ref that marks an element `hidden="until-found"`: its words stay findable, and find-in-page
 * fires `beforematch` on it before showing a match (placeholders of posts not rendered).
 */
export function untilFound(element: HTMLElement | null): void {
  element?.setAttribute('hidden', 'until-found')
}
