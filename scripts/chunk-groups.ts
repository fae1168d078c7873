import type { Plugin } from 'vite'

// Which chunk each module of the client goes to (vite.config.ts, codeSplitting groups).

const srcFile = (path: string) => new URL(`../src/${path}`, import.meta.url).pathname

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/** Every module that loading `roots` runs: them and what they import statically, directly or not. */
function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>()
  const queue = roots.filter((id) => !stop.has(id))
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop.has(id)) continue
    seen.add(id)
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * React, React DOM, TanStack Query, Lingui and the router, transport and session modules, which
 * every first screen runs (TanStack Query's hydration only serves the offline copy, loaded later:
 * src/lib/persist).
 */
const CORE =
  /node_modules\/(react|react-dom|scheduler|@tanstack\/(query-core|react-query)|@lingui\/(core|react)|@messageformat)\/(?!build\/modern\/hydration\.js)|\/src\/lib\/(router|http|session|storage)[/.]/

/**
 * The custom feeds' screens and calls, one chunk: as seven they were a score of small files that
 * compress worse than one (the whole app: 300.2 -> 297.9 KB).
 */
const CUSTOM_FEEDS = /\/src\/(api\/lists|features\/custom-feeds|routes\/custom-feed)/

/**
 * The settings screens and what only they use, one chunk (see CUSTOM_FEEDS): as a score of small
 * files they cost the whole app 5.0 KB more (298.4 -> 293.4 KB).
 */
const SETTINGS =
  /\/src\/(routes\/(settings|import-|move-followers|mutes|subscription-settings|identity-proof)|features\/(settings|profile-editor|account-migration|identities|identity-proof|mutes))/

/** The timelines beyond home (local, federated, a hashtag, bookmarks, favourites), one chunk: 0.8 KB less. */
const TIMELINES = /\/src\/routes\/(local|federated|tag|bookmarks|favourites|parts\/(feed-screen|saved-posts))\./

/**
 * The screens that list people or conversations (follow requests, the directory, accounts for
 * admins, a creator's subscriber, direct messages), one chunk (see CUSTOM_FEEDS); the list parts
 * they share with other screens (src/ui) keep their own small chunks. 0.8 KB less.
 */
const LISTS =
  /\/src\/(routes\/(follow-requests|profile-directory|admin-accounts|subscriber|direct-messages)\.|features\/(follow-requests|directory|admin|conversations)\/)/

/**
 * The parts of the list screens (paged lists, profile and action cards, the focus after a removal,
 * a text area) that more than one of those screens uses, one chunk rather than seven small ones.
 */
const LIST_PARTS =
  /\/src\/ui\/(paged-list|profile-card|account-action-card|decision-buttons|use-focus-after-removal|text-area)[.]/

/** The groups' screen and a group's own part of its profile, with their forms, one chunk. */
const GROUPS = /\/src\/(routes\/groups\.|features\/groups\/)/

/**
 * Paying and selling subscriptions in Monero (a creator's offer and invoice, the subscription
 * settings, a subscriber's page, the tip panel, the amounts and payment links they share), one
 * chunk rather than eight small ones (the whole app: 302.0 -> 299.8 KB). The gzip code of payment
 * requests keeps its own chunk.
 */
const PAYMENTS =
  /\/src\/(features\/subscriptions\/|api\/subscriptions\/|features\/post\/tip-panel\.|lib\/monero\/(amounts|payment-request|payment-uri|subscription-wallets)\.)/

/** Signing in with a wallet (the Monero fields, the Ethereum signature, the message both sign), one chunk: 0.3 KB less. */
const WALLET_SIGN_IN =
  /\/src\/(features\/auth\/(monero-fields|ethereum-sign|wallet-domain)|lib\/wallet\/login-message)\./

/**
 * The calls of the screens opened less often (bookmarks, favourites, mutes, follow requests, identity
 * proofs, aliases, account moves, admin), one chunk: as a dozen files of a few hundred bytes each
 * they cost the whole app 2.3 KB more (297.2 -> 299.5 KB). A screen that uses one gets them all, 4 KB.
 */
const LATER_CALLS =
  /\/src\/api\/(bookmarks|favourites|mutes|follow-requests|identity-proofs|aliases|migrations|admin)\//

/** The chunks named by what their modules are, tried in this order after the first screens'. */
const GROUPED: readonly (readonly [string, RegExp])[] = [
  ['custom-feeds', CUSTOM_FEEDS],
  ['settings', SETTINGS],
  ['timelines', TIMELINES],
  ['lists', LISTS],
  ['groups', GROUPS],
  ['list-parts', LIST_PARTS],
  ['payments', PAYMENTS],
  ['wallet-sign-in', WALLET_SIGN_IN],
  ['later-calls', LATER_CALLS],
]

/** Parts of TanStack Query that only later code runs (the offline copy, infinite feeds). */
const LATER = /node_modules\/@tanstack\/query-core\/build\/modern\/(hydration)\.js$/

/**
 * The chunks of the first screens, each one file rather than a score of small ones: gzip
 * compresses one bigger file better than the sum of small ones, and it is one request
 * (docs/decisions/0055-first-screen-chunks-named-from-the-module-graph.md, 0066-two-first-screen-chunks.md).
 * - `core`: CORE, the app's entry and what it runs, and what the landing page shares with the
 *   signed-in screens (a guest downloads `core` and the landing page's own chunk);
 * - `landing`: the landing route and what only it uses;
 * - `member`: the layout of the signed-in screens and the home route with the post card, the feed
 *   and the composer, beyond `core`;
 * - `profile`: the profile route beyond those two (a first screen as often as home: links to
 *   people are what gets shared), instead of a dozen small chunks queued on six connections.
 * Computed once per build from the module graph (`plugin` forgets it when a build starts, as in
 * watch mode); code behind `import()` keeps its own chunks.
 */
export function firstScreenChunks() {
  let names: Map<string, string> | null = null
  const plugin: Plugin = {
    name: 'parley:first-screen-chunks',
    buildStart() {
      names = null
    },
  }
  const name = (id: string, graph: ModuleGraph): string | null => {
    if (!names) {
      names = new Map()
      const entry = staticClosure(graph, [srcFile('main.tsx')])
      const guest = new Set([...entry, ...staticClosure(graph, [srcFile('routes/landing.tsx')])])
      const layout = srcFile('app/main-layout.tsx')
      const home = srcFile('routes/home.tsx')
      const shell = staticClosure(graph, [layout], guest)
      const feed = staticClosure(graph, [home], new Set([...guest, ...shell]))
      const profile = staticClosure(graph, [srcFile('routes/profile.tsx')], new Set([...guest, ...shell, ...feed]))
      for (const m of entry) names.set(m, 'core')
      // What the landing page shares with the signed-in screens rides in core; what only it uses
      // (its form, wallet detection) in its own chunk, with the landing route, rather than in core
      // (which home downloads too) or in tiny chunks of its own.
      const signedIn = staticClosure(graph, [layout, home], entry)
      for (const m of staticClosure(graph, [srcFile('routes/landing.tsx')], entry)) names.set(m, 'landing')
      for (const m of signedIn) if (guest.has(m)) names.set(m, 'core')
      // The layout and home in one chunk: the screens with the layout show posts or load them
      // soon after, and one file compresses better than two (home: 168.4 -> 166.0 KB).
      for (const m of shell) names.set(m, 'member')
      for (const m of feed) names.set(m, 'member')
      for (const m of profile) names.set(m, 'profile')
    }
    if (LATER.test(id)) return null
    if (CORE.test(id)) return 'core'
    return names.get(id) ?? GROUPED.find(([, pattern]) => pattern.test(id))?.[0] ?? null
  }
  return { name, plugin }
}
