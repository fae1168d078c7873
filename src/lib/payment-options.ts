import type { Account, PaymentOption } from '@/api/accounts/types'
import type { Blockchain, Instance } from '@/api/instance/types'
import { SECONDS_IN_MONTH } from '@/lib/monero/amounts'

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
    (option): option is Extract<PaymentOption, { type: 'monero-subscription' }> => option.type === 'monero-subscription',
  )
}

/**
 * The first usable subscription link: an old-style MoneroSubscription link, or a
 * monero-subscription option (a local one only when the instance supports subscriptions).
 */
export function subscriptionLinkOf(account: LinkAccount, instanceSubscriptions: boolean): SubscriptionLink | null {
  for (const option of account.payment_options ?? []) {
    if (option.type === 'link' && option.name === 'MoneroSubscription' && option.href) {
      return { kind: 'external', href: option.href }
    }
    if (option.type === 'monero-subscription') {
      if (option.object_id === null && !instanceSubscriptions) continue
      const to = account.acct.includes('://')
        ? `/profile/${encodeURIComponent(account.id)}/subscription`
        : `/@${account.acct}/subscription`
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

/** The two ways a creator is paid in Monero (the `type` of a subscription option). */
export type WalletKind = 'monero' | 'monero-light'

/** A way to be paid the instance offers: the option type, its chain and its smallest monthly price. */
export type SubscriptionWallet = { type: WalletKind; chainId: string; minimumMonthly: number }

type ChainMetadata = { is_forwarding_required?: unknown; payment_amount_min?: unknown }

const metadataOf = (chain: Blockchain): ChainMetadata => (chain.chain_metadata ?? {}) as ChainMetadata

/**
 * The subscription wallets the instance runs, read from its blockchains (fields, not the
 * version): an entry whose metadata says payments need no forwarding (`is_forwarding_required:
 * false`, Mitra 4.15+) is a light wallet server, which watches the creator's own wallet
 * (`monero-light`); any other Monero entry, 3.21's included, is the instance's wallet (`monero`).
 * The minimum is the largest `payment_amount_min` (Mitra 4.5.1+) of the chain's entries: Mitra
 * 5.9.1 checks every option type against its wallet minimum although it reports 0 for the light
 * wallet. Without the field there is no minimum.
 */
export function subscriptionWallets(instance: Pick<Instance, 'blockchains'> | null | undefined): SubscriptionWallet[] {
  const chains = (instance?.blockchains ?? []).filter((chain) => chain.features?.subscriptions === true && chain.chain_id.startsWith('monero:'))
  const minimumOf = (chainId: string) =>
    Math.max(
      0,
      ...chains
        .filter((chain) => chain.chain_id === chainId)
        .map((chain) => metadataOf(chain).payment_amount_min)
        .filter((value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0),
    )
  const wallets: SubscriptionWallet[] = []
  for (const chain of chains) {
    const type: WalletKind = metadataOf(chain).is_forwarding_required === false ? 'monero-light' : 'monero'
    if (wallets.some((wallet) => wallet.type === type)) continue
    wallets.push({ type, chainId: chain.chain_id, minimumMonthly: minimumOf(chain.chain_id) })
  }
  return wallets
}

/**
 * The price to send (piconero per second) for a monthly price in piconero: the month divided by
 * 30 days, rounded down, but never under the minimum once the monthly price reaches it (the
 * server multiplies the per-second price back by 30 days and compares with the minimum, so
 * rounding down would refuse a monthly price equal to the minimum). 0 when too small.
 */
export function pricePerSecondFor(monthly: bigint, minimumMonthly: number): number {
  const month = BigInt(SECONDS_IN_MONTH)
  const price = monthly / month
  if (minimumMonthly <= 0 || monthly < BigInt(minimumMonthly)) return Number(price)
  const least = (BigInt(minimumMonthly) + month - 1n) / month
  return Number(price > least ? price : least)
}

/** True when 30 days of the per-second price reach the minimum (as the server checks it). */
export const meetsMinimum = (pricePerSecond: number, minimumMonthly: number): boolean =>
  BigInt(pricePerSecond) * BigInt(SECONDS_IN_MONTH) >= BigInt(minimumMonthly)
