/**
 * Marks `pressing` while the pointer pressed now is down, and calls `released` once it has been
 * let go (or the press was cancelled): in a task after the release, so after the click the
 * release makes and whatever that click asked for. For `onPointerDown`.
 */
export function trackPress(pressing: { current: boolean }, released: () => void): void {
  pressing.current = true
  const release = () => {
    window.removeEventListener('pointerup', release)
    window.removeEventListener('pointercancel', release)
    setTimeout(() => {
      pressing.current = false
      released()
    })
  }
  window.addEventListener('pointerup', release)
  window.addEventListener('pointercancel', release)
}
