import type { Account, CredentialAccount } from '../accounts/types'
import { linkPath } from '../accounts/profile'
import { ApiError, requestJson, requestPage } from '@/lib/http'
import type { Invoice, NewInvoice, Subscriber, SubscriptionDetails, SubscriptionOption } from './types'

const invoicePath = (id: string) => `/api/v1/subscriptions/invoices/${encodeURIComponent(id)}`

export const getSubscriptionOptions = (signal?: AbortSignal) =>
  requestJson<SubscriptionOption[]>('/api/v1/subscriptions/options', { signal, requireAuth: true })

/** Saves the creator's option; answers the updated current user. */
export const saveSubscriptionOption = (option: SubscriptionOption) =>
  requestJson<CredentialAccount>('/api/v1/subscriptions/options', { method: 'POST', json: option, requireAuth: true })

/** The subscription of `senderId` to `recipientId`, or null when there is none (any 404). */
export async function findSubscription(
  senderId: string,
  recipientId: string,
  signal?: AbortSignal,
): Promise<SubscriptionDetails | null> {
  try {
    return await requestJson<SubscriptionDetails>('/api/v1/subscriptions/find', {
      query: { sender_id: senderId, recipient_id: recipientId },
      signal,
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Invoices need no token: a guest pays too. */
export const createInvoice = (invoice: NewInvoice) =>
  requestJson<Invoice>('/api/v1/subscriptions/invoices', { method: 'POST', json: invoice, auth: false })

export const getInvoice = (id: string, signal?: AbortSignal) =>
  requestJson<Invoice>(invoicePath(id), { signal, auth: false })

export const cancelInvoice = (id: string) => requestJson<Invoice>(invoicePath(id), { method: 'DELETE', auth: false })

/** A creator grants `subscriberId` access for `duration` seconds. */
export const grantSubscription = (subscriberId: string, duration: number) =>
  requestJson<SubscriptionDetails>('/api/v1/subscriptions', {
    method: 'POST',
    json: { subscriber_id: subscriberId, duration },
    requireAuth: true,
  })

/** Subscribers asked for per page (Mitra's default page size). */
export const SUBSCRIBERS_PAGE = 40
/** A stop for a server that would page forever: 200 pages of 40. */
const MAX_SUBSCRIBER_PAGES = 200

/**
 * All of the current user's subscribers (the server answers [] for anyone else's), page by page:
 * Mitra 5.7+ links the next page in a `Link` header; 3.21 sends none but takes `max_id` too, so a
 * full page without a link is followed by asking for the ids below its last one.
 */
export async function getSubscribers(
  accountId: string,
  includeExpired: boolean,
  signal?: AbortSignal,
): Promise<Subscriber[]> {
  const first = `/api/v1/accounts/${encodeURIComponent(accountId)}/subscribers`
  const all: Subscriber[] = []
  let page = await requestPage<Subscriber>(first, {
    query: { include_expired: includeExpired, limit: SUBSCRIBERS_PAGE },
    signal,
    requireAuth: true,
  })
  for (let pages = 1; ; pages++) {
    all.push(...page.items)
    const last = page.items.at(-1)
    if (pages >= MAX_SUBSCRIBER_PAGES || !last) return all
    if (page.next) {
      page = await requestPage<Subscriber>(linkPath(page.next), { signal, requireAuth: true })
    } else if (page.items.length >= SUBSCRIBERS_PAGE) {
      page = await requestPage<Subscriber>(first, {
        query: { include_expired: includeExpired, limit: SUBSCRIBERS_PAGE, max_id: last.id },
        signal,
        requireAuth: true,
      })
    } else {
      return all
    }
  }
}

/** Guests name themselves by address: accounts matching it, resolving remote ones. */
export const searchPayer = (acct: string, signal?: AbortSignal) =>
  requestJson<Account[]>('/api/v1/accounts/search', {
    query: { q: acct, resolve: true, limit: 40 },
    signal,
    auth: false,
  })
