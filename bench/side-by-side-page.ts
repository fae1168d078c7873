/**
 * What bench/side-by-side.ts runs inside the pages it measures: the watcher that records when an
 * element is first on screen and when a typed letter is painted, and the two element finders.
 */
// Runs in the page before its own code: records in window.__sbs when one of the elements `found()`
// returns was first on screen: the first frame in which it is there and visible, but never before the page's
// first contentful paint (a browser runs frames before stylesheets have arrived and paints nothing
// in them). Once a change has brought a candidate, visibility is tested in every frame until it holds
// (or the candidates are gone). It also records the frame after the first `input` event: the frame
// that paints what was typed. A string, not a function: tsx would wrap inner functions with a helper
// the page does not have.
export const watcher = (found: string) => `(() => {
  let resolve
  let typedResolve
  const state = (window.__sbs = {
    shown: undefined,
    done: new Promise((r) => (resolve = r)),
    typed: new Promise((r) => (typedResolve = r)),
  })
  let waiting = false
  const painted = (then) => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0]
    if (entry) return then(entry.startTime)
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (paint) { observer.disconnect(); then(paint.startTime) }
    }).observe({ type: 'paint', buffered: true })
  }
  const visible = (element) => element.isConnected && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
  const centre = (element) => {
    const box = element.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }
  const check = (records) => {
    if (state.shown !== undefined || waiting) return
    let candidates = (${found})(records)
    if (candidates.length === 0) return
    waiting = true
    const test = (now) => {
      const shown = candidates.find(visible)
      if (shown) {
        const at = centre(shown)
        return painted((paint) => { state.shown = Math.max(now, paint); resolve({ ms: state.shown, ...at }) })
      }
      candidates = (${found})(null)
      if (candidates.length === 0) return void (waiting = false)
      requestAnimationFrame(test)
    }
    requestAnimationFrame(test)
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  addEventListener('input', () => requestAnimationFrame((now) => typedResolve(now)), { capture: true, once: true })
})()`

/** The username field, named by its label (Parley) or its placeholder (mitra-web), and enabled. */
export const usernameField = (label: string) => `() => {
  for (const input of document.querySelectorAll('input')) {
    const tag = input.labels && input.labels[0]
    const name = (tag ? tag.textContent : input.placeholder || '').trim()
    if (name !== ${JSON.stringify(label)} || input.disabled) continue
    if (tag && !tag.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    return [input]
  }
  return []
}`

/**
 * The element that holds `text` (the start of the newest post's words), looked for in what the
 * page added or changed (the whole page when `records` is null): a search of the whole page on
 * every change would cost the client that changes its page most often the most.
 */
export const elementWithText = (text: string) => `(records) => {
  const wanted = ${JSON.stringify(text)}
  const holders = []
  const collect = (node) => {
    if (!node.textContent || !node.textContent.includes(wanted)) return
    if (node.nodeType === Node.TEXT_NODE) return void (node.parentElement && holders.push(node.parentElement))
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let t = walker.nextNode(); t; t = walker.nextNode()) if (t.data.includes(wanted) && t.parentElement) holders.push(t.parentElement)
  }
  const roots = records ? records.flatMap((r) => (r.type === 'characterData' ? [r.target] : [...r.addedNodes])) : [document.body || document.documentElement]
  for (const node of roots) collect(node)
  return holders.filter((element) => !element.closest('[hidden]'))
}`
