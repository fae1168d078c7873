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
import { jsonResponse, type StubRequest } from './fetch-stub'
import { asAuthor, makeAccount, makeAttachment, makeInstance, makeUser, makeWireStatus, uuidOf } from './fixtures'
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

/** The id of makeStatus's post. */
export const POST_ID = uuidOf(0x9051)

/** Bob, the author of makeStatus's post, as a post carries him. */
export const BOB = makeAccount({ id: uuidOf(0xb0b), username: 'bob', display_name: 'Bob' })

/**
 * A post as Mitra 3.21 sends it (fixtures' makeWireStatus): by default Bob's post POST_ID, to reply
 * to, quote or edit. The server's answer to a publish or an edit is the user's own: pass
 * `account: asAuthor(user)`, or use makeOwnStatus.
 */
export function makeStatus(overrides: Partial<Status> = {}): Status {
  return makeWireStatus({ id: POST_ID, account: BOB, ...overrides })
}

/** What the server answers to a publish: the new post, of `user` (makeUser's by default). */
export function makeOwnStatus(overrides: Partial<Status> = {}, user = makeUser()): Status {
  return makeStatus({ id: uuidOf(0x9052), account: asAuthor(user), ...overrides })
}

/** Mitra's answer to PUT /api/v1/media/{id}: the attachment, with the description sent. */
export function describedAttachment(request: StubRequest): Response {
  const id = request.path.split('/').at(-1) ?? ''
  const { description } = request.body as { description: string | null }
  return jsonResponse(200, makeAttachment(id, { description }))
}

/** A server that takes a publish: descriptions saved on the attachments, then the new post. */
export function answerPublish(request: StubRequest): Response {
  if (request.method === 'PUT' && request.path.startsWith('/api/v1/media/')) return describedAttachment(request)
  return jsonResponse(200, makeOwnStatus())
}
