/**
 * Rules of Mitra 5.9's Monero payments (mitra_adapters/src/payments/subscriptions.rs and
 * mitra_services/src/monero/utils.rs) that the demo instance applies in the 5.9 dialect.
 */

/** MONERO_PAYMENT_AMOUNT_MIN: the smallest payment, 0.001 XMR in piconero (since 4.5.1). */
export const MONERO_PAYMENT_AMOUNT_MIN = 1_000_000_000

/** A subscription month as Mitra counts it, in seconds. */
export const SECONDS_IN_MONTH = 30 * 24 * 3600

const U64_MAX = 2n ** 64n - 1n

/**
 * validate_subscription_price (since 4.5.1): the price is per second; 30 days of it must reach
 * the minimum payment. Null when the price is fine, else Mitra's message.
 */
export function subscriptionPriceError(pricePerSecond: number): string | null {
  const perMonth = BigInt(pricePerSecond) * BigInt(SECONDS_IN_MONTH)
  if (perMonth > U64_MAX) return 'price is too high'
  if (perMonth < BigInt(MONERO_PAYMENT_AMOUNT_MIN)) return 'price is too low'
  return null
}

/** The order of the ed25519 group: a private key is a scalar below it. */
const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n

/**
 * A private view key as Mitra 4.15+ reads it (monero-rs `PrivateKey::from_str`): 64 hex digits,
 * either case, for 32 bytes that are a canonical scalar (little-endian, below the group order).
 */
export function isMoneroViewKey(text: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(text)) return false
  let value = 0n
  for (let i = 62; i >= 0; i -= 2) value = (value << 8n) | BigInt(parseInt(text.slice(i, i + 2), 16))
  return value < GROUP_ORDER
}
