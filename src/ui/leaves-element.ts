type LeavingEvent = { currentTarget: Element; relatedTarget: EventTarget | null }

/**
 * Whether a blur, focus-out or drag-leave event takes the focus or the pointer out of the element
 * whose handler runs, rather than on to one of its own children (React's and Preact's onBlur
 * bubble from the children).
 */
export function leavesElement(event: LeavingEvent): boolean {
  return !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
}
