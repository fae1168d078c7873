import type { Account } from '@/api/accounts/types'
import type { MoneroSubscriptionOffer } from '@/api/subscriptions/types'

/** The Monero subscription an account offers, from its payment options; null when none. */
export function moneroOfferOf(account: Pick<Account, 'payment_options'>): MoneroSubscriptionOffer | null {
  for (const option of account.payment_options ?? []) {
    if (option.type === 'monero-subscription' && option.price > 0) return { chain_id: option.chain_id, price: option.price }
  }
  return null
}
