/**
 * A concrete URL from the demo seed for every path of the client's route table, with what a guest
 * and a member (alice) meet there: the screen's <h1> and content, or the redirect the access rules
 * of spec section 2 demand. The accessibility crawl (e2e/a11y-routes.spec.ts) fails when a path of
 * src/app/routes.ts has no entry here, so a new screen cannot skip it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import type { Instance } from './instance'
import { repoRoot } from './instance'

/** Ids from the running demo instance that the URLs need. */
export interface RouteIds {
  /** A public post of bob's with replies (a thread). */
  postId: string
  /** bob's profile id. */
  profileId: string
  /** alice's first custom feed. */
  feedId: string
  /** carol's profile id: she offers a subscription. */
  creatorId: string
}

/** What a visitor meets at a URL: the screen (its h1 name and content), or a redirect. */
export type Outcome = 'screen' | { redirect: string }

export interface CrawlTarget {
  url: (ids: RouteIds) => string
  /** Accessible name of the screen's h1 once loaded. */
  heading: string | RegExp
  /** Content that shows once the screen's data has loaded (not a spinner). */
  content?: (page: Page) => Locator
  guest: Outcome
  member: Outcome
  /** Checked for reflow at 320 px width and 200 % zoom too. */
  reflow?: boolean
}

const GUEST_ONLY = { guest: 'screen', member: { redirect: '/home' } } as const
const EVERYONE = { guest: 'screen', member: 'screen' } as const
const MEMBERS = { guest: { redirect: '/' }, member: 'screen' } as const

const firstPost = (page: Page) => page.getByRole('main').getByRole('article').first()
const mainText = (text: string | RegExp) => (page: Page) => page.getByRole('main').getByText(text).first()
const mainLabel = (label: string) => (page: Page) => page.getByRole('main').getByLabel(label, { exact: true }).first()
const mainLink = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('link', { name }).first()

/** Keyed by the path exactly as src/app/routes.ts spells it. */
export const crawlTargets: Record<string, CrawlTarget> = {
  '/': {
    url: () => '/',
    heading: 'Parley',
    content: (page) => page.getByRole('heading', { level: 2, name: 'Sign in' }),
    ...GUEST_ONLY,
    reflow: true,
  },
  '/about': { url: () => '/about', heading: /^About/, ...EVERYONE },
  '/ethereum': { url: () => '/ethereum', heading: 'Sign up with an Ethereum wallet', ...GUEST_ONLY },
  '/home': { url: () => '/home', heading: 'Home', content: firstPost, ...MEMBERS, reflow: true },
  // The demo lets guests read the local timeline (instance_timeline_public).
  '/local': { url: () => '/local', heading: 'Local', content: firstPost, ...EVERYONE, reflow: true },
  // The demo does not restrict the federated timeline.
  '/federated': { url: () => '/federated', heading: 'Federated', content: firstPost, ...MEMBERS },
  '/post/:postId': {
    url: (ids) => `/post/${ids.postId}`,
    heading: 'Post',
    content: firstPost,
    ...EVERYONE,
    reflow: true,
  },
  '/tag/:tagName': { url: () => '/tag/coffee', heading: '#coffee', content: firstPost, ...EVERYONE },
  '/custom-feeds': {
    url: () => '/custom-feeds',
    heading: 'Custom feeds',
    content: mainLink('Close friends'),
    ...MEMBERS,
  },
  '/custom-feed/:feedId': {
    url: (ids) => `/custom-feed/${ids.feedId}`,
    heading: /Close friends/,
    content: mainText('@bob'),
    ...MEMBERS,
  },
  '/custom-feed/:feedId/timeline': {
    url: (ids) => `/custom-feed/${ids.feedId}/timeline`,
    heading: /Close friends/,
    content: firstPost,
    ...MEMBERS,
  },
  '/notifications': { url: () => '/notifications', heading: 'Notifications', content: firstPost, ...MEMBERS },
  '/profile/:profileId': {
    url: (ids) => `/profile/${ids.profileId}`,
    heading: 'Bob Okafor',
    content: firstPost,
    ...EVERYONE,
    reflow: true,
  },
  '/profile/:profileId/subscription': {
    url: (ids) => `/profile/${ids.creatorId}/subscription`,
    heading: 'Subscription to Carol Lindqvist',
    content: mainLink('Back to profile'),
    ...EVERYONE,
  },
  '/profile/:profileId/gallery': {
    url: (ids) => `/profile/${ids.profileId}/gallery`,
    heading: 'Gallery of Bob Okafor',
    content: mainLink('Back to profile'),
    ...EVERYONE,
  },
  '/@:acct': { url: () => '/@carol', heading: 'Carol Lindqvist', content: firstPost, ...EVERYONE },
  '/@:acct/subscription': {
    url: () => '/@carol/subscription',
    heading: 'Subscription to Carol Lindqvist',
    content: mainLink('Back to profile'),
    ...EVERYONE,
  },
  '/@:acct/gallery': {
    url: () => '/@carol/gallery',
    heading: 'Gallery of Carol Lindqvist',
    content: mainLink('Back to profile'),
    ...EVERYONE,
  },
  '/subscriber/:profileId': {
    url: (ids) => `/subscriber/${ids.profileId}`,
    heading: 'Subscriber details',
    content: mainText('No subscription info'),
    ...MEMBERS,
  },
  '/profile-directory': {
    url: () => '/profile-directory',
    heading: 'Profile directory',
    content: mainLink(/@bob/),
    ...MEMBERS,
  },
  '/search': {
    url: () => '/search?q=%23coffee',
    heading: 'Search',
    content: mainLink('coffee'),
    ...MEMBERS,
    reflow: true,
  },
  '/follow-requests': {
    url: () => '/follow-requests',
    heading: 'Follow requests',
    content: (page) =>
      mainText('No follow requests found')(page).or(
        page
          .getByRole('main')
          .getByRole('button', { name: /^Accept/ })
          .first(),
      ),
    ...MEMBERS,
  },
  '/mutes': { url: () => '/mutes', heading: 'Muted users', content: mainText(/weatherbot/), ...MEMBERS },
  '/bookmarks': {
    url: () => '/bookmarks',
    heading: 'Bookmarks',
    content: (page) => firstPost(page).or(mainText('No posts found')(page)),
    ...MEMBERS,
  },
  // Mitra 4.17.0 lists the member's likes; the crawl runs against 3.21, which says it has none.
  '/favourites': {
    url: () => '/favourites',
    heading: 'Favourites',
    content: mainText('This server does not keep a list of the posts you liked.'),
    ...MEMBERS,
  },
  // Mitra 4.20.0 lists the member's direct conversations; the crawl runs against 3.21, which has none.
  '/direct-messages': {
    url: () => '/direct-messages',
    heading: 'Direct messages',
    content: mainText('This server does not list direct conversations.'),
    ...MEMBERS,
  },
  // Mitra 5.9.0 has groups as Parley uses them; the crawl runs against 3.21, which has none.
  '/groups': {
    url: () => '/groups',
    heading: 'Groups',
    content: mainText('This server has no groups.'),
    ...MEMBERS,
  },
  '/drafts': { url: () => '/drafts', heading: 'Drafts', content: mainText('No drafts'), ...MEMBERS },
  '/settings': {
    url: () => '/settings',
    heading: 'Settings',
    content: mainText('Dark mode'),
    ...MEMBERS,
    reflow: true,
  },
  '/settings/profile': { url: () => '/settings/profile', heading: 'Edit profile', ...MEMBERS },
  '/settings/aliases': { url: () => '/settings/aliases', heading: 'Identities', ...MEMBERS },
  '/settings/identity-proof': { url: () => '/settings/identity-proof', heading: 'Link cryptographic key', ...MEMBERS },
  '/settings/import-followers': {
    url: () => '/settings/import-followers',
    heading: 'Import followers',
    content: mainLabel('Source actor ID'),
    ...MEMBERS,
  },
  '/settings/import-follows': {
    url: () => '/settings/import-follows',
    heading: 'Import follows',
    content: mainLabel('Follows (CSV)'),
    ...MEMBERS,
  },
  '/settings/move-followers': {
    url: () => '/settings/move-followers',
    heading: 'Move followers',
    content: mainLabel('Target address'),
    ...MEMBERS,
  },
  // Mitra 5.9 lists the accounts to admins; the crawl runs against 3.21, where the screen says so.
  '/admin/accounts': {
    url: () => '/admin/accounts',
    heading: 'Accounts',
    content: mainText(/for the admins of instances that run Mitra 5\.9/),
    ...MEMBERS,
  },
  // Every demo role holds manage_subscription_options.
  '/subscriptions/settings': {
    url: () => '/subscriptions/settings',
    heading: 'Subscription settings',
    content: mainText(/^Subscriptions are (not )?enabled$/),
    ...MEMBERS,
  },
}

/** The paths of the client's route table, read from src/app/routes.ts (`route('…'` calls). */
export function routeTablePaths(): string[] {
  const text = readFileSync(join(repoRoot, 'src/app/routes.ts'), 'utf8')
  return [...text.matchAll(/\broute\(\s*'([^']+)'/g)].map((m) => m[1] ?? '')
}

/** Looks up the ids the URLs need through the demo instance's API. */
export async function demoRouteIds(
  instance: Instance,
  member: { username: string; password: string },
): Promise<RouteIds> {
  const token = await instance.token(member.username, member.password)
  const [bob, carol, lists] = await Promise.all([
    instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=bob'),
    instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=carol'),
    instance.api<{ id: string; title: string }[]>('/api/v1/lists', { token }),
  ])
  const statuses = await instance.api<{ id: string; replies_count: number; visibility: string }[]>(
    `/api/v1/accounts/${bob.id}/statuses?limit=40`,
  )
  const post =
    statuses.find((s) => s.visibility === 'public' && s.replies_count > 0) ??
    statuses.find((s) => s.visibility === 'public')
  const feed = lists.find((l) => l.title === 'Close friends') ?? lists[0]
  if (!post || !feed) throw new Error('the demo seed lacks a public post of bob or a custom feed of the member')
  return { postId: post.id, profileId: bob.id, feedId: feed.id, creatorId: carol.id }
}
