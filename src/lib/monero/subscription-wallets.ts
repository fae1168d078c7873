import type { Blockchain, Instance } from '@/api/instance/types'
import { SECONDS_IN_MONTH } from './amounts'

/*
 * The instance's subscription wallets and the per-second price maths, apart from the tip options
 * (src/lib/payment-options.ts) that every post card reads: only the subscription screens need these.
 */

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
  const chains = (instance?.blockchains ?? []).filter(
    (chain) => chain.features?.subscriptions === true && chain.chain_id.startsWith('monero:'),
  )
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
