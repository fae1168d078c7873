import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '../accounts/queries'
import type { CredentialAccount } from '../accounts/types'
import { useToken } from '@/lib/session'
import { cancelInvoice, createInvoice, grantSubscription, saveSubscriptionOption } from './endpoints'
import { subscriptionKeys } from './queries'
import type { Invoice, NewInvoice, SubscriptionDetails, SubscriptionOption } from './types'

/** Saves the creator's option; the answer is the new current user. */
export function useSaveSubscriptionOption() {
  const queryClient = useQueryClient()
  const token = useToken()
  return useMutation({
    mutationFn: (option: SubscriptionOption) => saveSubscriptionOption(option),
    onSuccess: (user: CredentialAccount) => {
      queryClient.setQueryData(accountKeys.current(token), user)
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.options(token) })
    },
  })
}

/** Creates an invoice and seeds its key, so that polling starts from it. */
export function useCreateInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invoice: NewInvoice) => createInvoice(invoice),
    onSuccess: (invoice: Invoice) => queryClient.setQueryData(subscriptionKeys.invoice(invoice.id), invoice),
  })
}

export function useCancelInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => cancelInvoice(id),
    onSuccess: (invoice: Invoice) => queryClient.setQueryData(subscriptionKeys.invoice(invoice.id), invoice),
  })
}

/** A creator grants access; the subscriber's details and the creator's list are read again. */
export function useGrantSubscription(creatorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ subscriberId, duration }: { subscriberId: string; duration: number }) =>
      grantSubscription(subscriberId, duration),
    onSuccess: (details: SubscriptionDetails, { subscriberId }) => {
      queryClient.setQueryData(subscriptionKeys.find(subscriberId, creatorId), details)
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.subscribers(creatorId) })
    },
  })
}
