/**
 * The size budgets (issue 17, for React 19) and the others of issue 8, in one place for `bench/budget.ts` (checked by `npm test`) and the
 * bench's summary table.
 */

/** First screen JS + CSS in KB (gzip -9), per screen of first-screen.ts. */
export const BUDGETS_KB: Record<string, number | undefined> = {
  'landing (guest)': 110,
  'home (member)': 160,
}
/** The whole app without locale catalogues and emoji data, KB (gzip -9). */
export const WHOLE_APP_BUDGET_KB = 300
/** Appending a page to a home holding 1000 posts: main-thread ms. */
export const APPEND_BUDGET_MS = 50
/** JS heap with 1000 posts loaded, MB. */
export const HEAP_BUDGET_MB = 80
/** A thread of 600 replies is interactive this many ms after its data arrived. */
export const THREAD_READY_BUDGET_MS = 1000
/** Nodes per unrendered post (placeholder article, its hidden text box, the text). */
export const NODES_PER_PLACEHOLDER = 3
/** The rest of the document: the app shell plus the rendered pages near the screen. */
export const NODES_BESIDES_PLACEHOLDERS = 6000

/** The DOM bound of a feed holding `posts` posts (see docs/decisions/0034-feed-pages-as-the-unit.md). */
export function domBound(posts: number): number {
  return posts * NODES_PER_PLACEHOLDER + NODES_BESIDES_PLACEHOLDERS
}
