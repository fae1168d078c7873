import type { Invoice } from '@/api/subscriptions/types'
import { storage } from '@/lib/storage'

/** The URL parameter that names the invoice being paid. */
export const INVOICE_PARAM = 'invoice_id'

/** Local storage keeps the last invoice per recipient. */
export const invoiceStorageKey = (recipientId: string) => `invoice_${recipientId}`

export const storedInvoiceId = (recipientId: string) => storage.get(invoiceStorageKey(recipientId))
export const storeInvoiceId = (recipientId: string, id: string) => storage.set(invoiceStorageKey(recipientId), id)
export const forgetInvoiceId = (recipientId: string) => storage.remove(invoiceStorageKey(recipientId))

/** The URL's invoice first, else the stored one. */
export const chosenInvoiceId = (fromUrl: string | null, stored: string | null): string | null =>
  fromUrl || stored || null

/**
 * A loaded invoice is used only when it is for this recipient and from this sender. A guest who
 * has not named themselves yet takes the invoice's sender as theirs.
 */
export function invoiceMatches(
  invoice: Pick<Invoice, 'sender_id' | 'recipient_id'>,
  senderId: string | null,
  recipientId: string,
): boolean {
  if (invoice.recipient_id !== recipientId) return false
  return senderId === null || invoice.sender_id === senderId
}
