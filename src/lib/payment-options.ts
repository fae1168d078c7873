import type { Account, PaymentOption } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { safeUrl } from './safe-url'
import { profileByIdSubscriptionPath, profileSubscriptionPath } from './paths'

/**
 * Tip addresses (spec §3 Payment option): extra profile fields whose label names a currency,
 * plus the account's Monero subscription link, which joins the XMR entry.
 */

export type CurrencyCode = 'BTC' | 'BCH' | 'DASH' | 'DOGE' | 'ETH' | 'LTC' | 'XMR' | 'ZEC' | 'LN'

/** Currency names are proper names; they are not translated. */
export const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  BTC: 'Bitcoin',
  BCH: 'Bitcoin Cash',
  DASH: 'Dash',
  DOGE: 'Dogecoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  XMR: 'Monero',
  ZEC: 'Zcash',
  LN: 'Bitcoin Lightning',
}

const TICKERS: CurrencyCode[] = ['BTC', 'BCH', 'DASH', 'DOGE', 'ETH', 'LTC', 'XMR', 'ZEC']
const LIGHTNING_LABELS = ['⚡', 'lightning address', 'lud16']

/** '$BTC' in any case names Bitcoin; '⚡', 'Lightning address' or 'lud16' name Lightning. No trimming. */
export function currencyOfLabel(label: string): CurrencyCode | null {
  const upper = label.toUpperCase()
  const ticker = TICKERS.find((code) => `$${code}` === upper)
  if (ticker) return ticker
  return LIGHTNING_LABELS.includes(label.toLowerCase()) ? 'LN' : null
}

/** Where a subscription link leads: an external page, or this client's subscription route. */
export type SubscriptionLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string }

export type TipOption = {
  code: CurrencyCode
  name: string
  /** Null for an XMR entry that only carries a subscription link. */
  address: string | null
  subscription: SubscriptionLink | null
}

type LinkAccount = Pick<Account, 'id' | 'acct' | 'payment_options'>

/** True when the instance's chain offers subscriptions (the first blockchain is the one used). */
export function instanceHasSubscriptions(instance: Pick<Instance, 'blockchains'> | null | undefined): boolean {
  return instance?.blockchains?.[0]?.features?.subscriptions === true
}

/** The account's first Monero subscription option, if any. */
export function subscriptionOption(account: Pick<Account, 'payment_options'>) {
  return (account.payment_options ?? []).find(
    (option): option is Extract<PaymentOption, { type: 'monero-subscription' }> =>
      option.type === 'monero-subscription',
  )
}

/**
 * The first usable subscription link: an old-style MoneroSubscription link, or a
 * monero-subscription option (a local one only when the instance supports subscriptions).
 */
export function subscriptionLinkOf(account: LinkAccount, instanceSubscriptions: boolean): SubscriptionLink | null {
  for (const option of account.payment_options ?? []) {
    const href = option.type === 'link' && option.name === 'MoneroSubscription' ? safeUrl(option.href) : null
    if (href) return { kind: 'external', href }
    if (option.type === 'monero-subscription') {
      if (option.object_id === null && !instanceSubscriptions) continue
      const to = account.acct.includes('://')
        ? profileByIdSubscriptionPath(account.id)
        : profileSubscriptionPath(account.acct)
      return { kind: 'internal', to }
    }
  }
  return null
}

/** Server field values are sanitised HTML; a tip address is plain text, so markup is dropped. */
export function tipAddressOf(html: string): string {
  const withoutTags = html.replace(/<[^>]*>/g, '')
  return withoutTags
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()
}

/**
 * The tip options of an account, in field order, first field per currency; the subscription link
 * joins the XMR entry, or becomes one without an address.
 */
export function tipOptionsOf(
  account: LinkAccount & Pick<Account, 'fields'>,
  instanceSubscriptions: boolean,
): TipOption[] {
  const options: TipOption[] = []
  for (const field of account.fields ?? []) {
    const code = currencyOfLabel(field.name)
    if (!code || options.some((option) => option.code === code)) continue
    const address = tipAddressOf(field.value)
    if (!address) continue
    options.push({ code, name: CURRENCY_NAMES[code], address, subscription: null })
  }
  const subscription = subscriptionLinkOf(account, instanceSubscriptions)
  if (subscription) {
    const index = options.findIndex((option) => option.code === 'XMR')
    const xmr = options[index]
    if (xmr) options[index] = { ...xmr, subscription }
    else options.push({ code: 'XMR', name: CURRENCY_NAMES.XMR, address: null, subscription })
  }
  return options
}
