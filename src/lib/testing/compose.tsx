// Test helpers for the composer's component tests (src/features/compose/*.test.tsx).
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import type { Instance } from '@/api/instance/types'
import type { Status } from '@/api/statuses/types'
import { draftStore, DraftStore, memoryBackend, setDraftStore } from '@/lib/drafts'
import { session } from '@/lib/session'
import { makeInstance, makeUser } from './fixtures'
import { Composer } from '@/features/compose/composer'
import { loadComposerForm } from '@/features/compose/form-loader'

// The complete form is there from the start, as after the first use in the app (the first view
// has its own tests).
await loadComposerForm()

export { FakeXhr } from '@/lib/testing/fake-xhr'

export const TOKEN = 'token-1'

/** Every test starts with no drafts, kept in memory (no IndexedDB in tests). */
export function freshDrafts() {
  localStorage.clear()
  const backend = memoryBackend()
  const store = new DraftStore(backend)
  setDraftStore(store)
  return { store, backend }
}

/** The text of the default user's draft for a context ('new', 'reply:<id>', 'quote:<id>'), or null. */
export function draftText(context: string, accountId = makeUser().id): string | null {
  return draftStore().get(accountId, context)?.text ?? null
}

type Setup = {
  user?: CredentialAccount
  instance?: Instance
  props?: ComponentProps<typeof Composer>
}

/** Renders the composer with a signed-in user and the instance already in the cache. */
export function renderComposer({ user = makeUser(), instance = makeInstance(), props = {} }: Setup = {}) {
  session.setToken(TOKEN)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  queryClient.setQueryData(accountKeys.current(TOKEN), user)
  queryClient.setQueryData(instanceKeys.all, instance)
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Composer {...props} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...view, queryClient }
}

/** A post to reply to, quote or edit. */
export function makeStatus(overrides: Partial<Status> = {}): Status {
  const account = makeUser({ id: 'bob-id', username: 'bob', acct: 'bob', display_name: 'Bob' })
  return {
    id: 'post-1',
    uri: 'https://parley.test/objects/post-1',
    url: null,
    created_at: '2025-01-01T00:00:00Z',
    edited_at: null,
    account,
    content: '<p>Hello</p>',
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    visibility: 'public',
    sensitive: false,
    pinned: false,
    replies_count: 0,
    favourites_count: 0,
    reblogs_count: 0,
    poll: null,
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    favourited: false,
    reblogged: false,
    bookmarked: false,
    ipfs_cid: null,
    links: [],
    pleroma: { emoji_reactions: [], in_reply_to_account_acct: null, parent_visible: true, quote: null },
    ...overrides,
  }
}
