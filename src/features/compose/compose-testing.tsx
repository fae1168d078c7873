// Test helpers for the composer's component tests (not part of the app bundle).
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import type { Instance } from '@/api/instance/types'
import type { Status } from '@/api/statuses/types'
import { session } from '@/lib/session'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { Composer } from './composer'

export const TOKEN = 'token-1'

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

/** A stand-in for XMLHttpRequest: records each request; the test answers it. */
export class FakeXhr {
  static all: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: string | null = null
  status = 0
  statusText = ''
  responseText = ''
  aborted = false
  private responseHeaders: Record<string, string> = {}
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXhr.all.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null
  }
  send(body: string) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  get json() {
    return JSON.parse(this.body ?? 'null') as Record<string, unknown>
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  respond(status: number, body: unknown, contentType = 'application/json', statusText = '') {
    this.status = status
    this.statusText = statusText
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.responseHeaders = { 'content-type': contentType }
    this.onload?.()
  }
  static install() {
    FakeXhr.all = []
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  }
}
