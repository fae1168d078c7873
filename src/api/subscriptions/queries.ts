import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { findSubscription, getInvoice, getSubscribers, getSubscriptionOptions } from './endpoints'
import type { Invoice, InvoiceStatus } from './types'

/** Invoices are polled every 10 s while shown (spec §9). */
export const INVOICE_POLL_MS = 10_000

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  options: (token: string | null) => [...subscriptionKeys.all, 'options', token] as const,
  find: (senderId: string, recipientId: string) => [...subscriptionKeys.all, 'find', senderId, recipientId] as const,
  invoice: (id: string) => [...subscriptionKeys.all, 'invoice', id] as const,
  subscribers: (accountId: string) => [...subscriptionKeys.all, 'subscribers', accountId] as const,
}

/** The signed-in creator's options (one Monero option at most). */
export const subscriptionOptionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: subscriptionKeys.options(token),
    queryFn: ({ signal }) => getSubscriptionOptions(signal),
    enabled: token !== null,
    staleTime: STALE.SHORT,
  })

/** The subscription of sender to recipient; null when none (a 404). */
export const findSubscriptionQuery = (senderId: string, recipientId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.find(senderId, recipientId),
    queryFn: ({ signal }) => findSubscription(senderId, recipientId, signal),
    staleTime: STALE.SHORT,
  })

/** Polling ends once the payment completed or the invoice was cancelled. */
export const isInvoicePolled = (status: InvoiceStatus) => status !== 'completed' && status !== 'cancelled'

/** An invoice, polled every 10 s until it ends; on completion the subscription is read again. */
export const invoiceQuery = (queryClient: QueryClient, id: string) =>
  queryOptions({
    queryKey: subscriptionKeys.invoice(id),
    queryFn: async ({ signal }): Promise<Invoice> => {
      const before = queryClient.getQueryData<Invoice>(subscriptionKeys.invoice(id))
      const invoice = await getInvoice(id, signal)
      if (invoice.status === 'completed' && before?.status !== 'completed') {
        void queryClient.invalidateQueries({ queryKey: subscriptionKeys.find(invoice.sender_id, invoice.recipient_id) })
      }
      return invoice
    },
    staleTime: STALE.NONE,
    refetchInterval: (query) =>
      query.state.data && !isInvoicePolled(query.state.data.status) ? false : INVOICE_POLL_MS,
    retry: false,
  })

/** The current user's subscribers, expired ones included. */
export const subscribersQuery = (accountId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.subscribers(accountId),
    queryFn: ({ signal }) => getSubscribers(accountId, true, signal),
    staleTime: STALE.SHORT,
  })
