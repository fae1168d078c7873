import type { Account, CredentialAccount } from '../accounts/types'
import { ApiError, requestJson } from '@/lib/http'
import type { Invoice, NewInvoice, Subscriber, SubscriptionDetails, SubscriptionOption } from './types'

const invoicePath = (id: string) => `/api/v1/subscriptions/invoices/${encodeURIComponent(id)}`

export const getSubscriptionOptions = (signal?: AbortSignal) =>
  requestJson<SubscriptionOption[]>('/api/v1/subscriptions/options', { signal, requireAuth: true })

/** Saves the creator's option; answers the updated current user. */
export const saveSubscriptionOption = (option: SubscriptionOption) =>
  requestJson<CredentialAccount>('/api/v1/subscriptions/options', { method: 'POST', json: option, requireAuth: true })

/** The subscription of `senderId` to `recipientId`, or null when there is none (any 404). */
export async function findSubscription(senderId: string, recipientId: string, signal?: AbortSignal): Promise<SubscriptionDetails | null> {
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

export const getInvoice = (id: string, signal?: AbortSignal) => requestJson<Invoice>(invoicePath(id), { signal, auth: false })

export const cancelInvoice = (id: string) => requestJson<Invoice>(invoicePath(id), { method: 'DELETE', auth: false })

/** A creator grants `subscriberId` access for `duration` seconds. */
export const grantSubscription = (subscriberId: string, duration: number) =>
  requestJson<SubscriptionDetails>('/api/v1/subscriptions', {
    method: 'POST',
    json: { subscriber_id: subscriberId, duration },
    requireAuth: true,
  })

/** The current user's subscribers (the server answers [] for anyone else's). */
export const getSubscribers = (accountId: string, includeExpired: boolean, signal?: AbortSignal) =>
  requestJson<Subscriber[]>(`/api/v1/accounts/${encodeURIComponent(accountId)}/subscribers`, {
    query: { include_expired: includeExpired },
    signal,
    requireAuth: true,
  })

/** Guests name themselves by address: accounts matching it, resolving remote ones. */
export const searchPayer = (acct: string, signal?: AbortSignal) =>
  requestJson<Account[]>('/api/v1/accounts/search', { query: { q: acct, resolve: true, limit: 40 }, signal, auth: false })
