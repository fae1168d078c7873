import type { Account } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { MoneroSubscriptionOffer } from '@/api/subscriptions/types'

/** The Monero subscription an account offers, from its payment options; null when none. */
export function moneroOfferOf(account: Pick<Account, 'payment_options'>): MoneroSubscriptionOffer | null {
  for (const option of account.payment_options ?? []) {
    if (option.type === 'monero-subscription' && option.price > 0)
      return { chain_id: option.chain_id, price: option.price }
  }
  return null
}

/**
 * The instance's note on payments (HTML, not yet sanitised) shown beside the payment form, as
 * Mitra's client shows it: the description in `chain_metadata` of the instance's blockchain on the
 * offer's chain, for local creators only (a remote creator's payments are not this instance's).
 * 3.21 sends `chain_metadata: null` when there is no note; 5.9 sends `description: null`.
 */
export function paymentNoteOf(
  instance: Pick<Instance, 'blockchains'> | null | undefined,
  offer: Pick<MoneroSubscriptionOffer, 'chain_id'>,
  recipient: Pick<Account, 'acct' | 'username'>,
): string | null {
  if (recipient.acct !== recipient.username) return null
  for (const chain of instance?.blockchains ?? []) {
    if (chain.chain_id !== offer.chain_id) continue
    const note = chain.chain_metadata?.description
    if (typeof note === 'string' && note.trim() !== '') return note
  }
  return null
}
