/**
 * Monero amounts. The API speaks piconero (1 XMR = 10^12); a subscription `price` is piconero per
 * second (the spec says "per 30 days": the server stores per second, so we follow the server).
 */
export const MONERO_DECIMALS = 12
export const DAYS_IN_MONTH = 30
export const SECONDS_IN_DAY = 86_400
export const SECONDS_IN_MONTH = DAYS_IN_MONTH * SECONDS_IN_DAY
/** The smallest payment: 0.001 XMR. */
export const MIN_PAYMENT = 1_000_000_000
/** Longer durations are clamped to this many months. */
export const MAX_MONTHS = 1000

const UNIT = 10n ** BigInt(MONERO_DECIMALS)

/** Piconero as an exact decimal XMR text without exponent: 77750000000 gives "0.07775". */
export function xmrText(atomic: number | bigint): string {
  const value = BigInt(atomic)
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  const whole = abs / UNIT
  const fraction = (abs % UNIT).toString().padStart(MONERO_DECIMALS, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Piconero as an XMR number (the nearest double to the exact decimal). */
export const atomicToXmr = (atomic: number | bigint): number => parseFloat(xmrText(atomic))

/**
 * An XMR number as piconero: the shortest decimal that reads back as `xmr`, scaled by 10^12 and
 * truncated beyond 12 places. Not a number or negative gives 0.
 */
export function xmrToAtomic(xmr: number): bigint {
  if (!Number.isFinite(xmr) || xmr <= 0) return 0n
  let places = 0
  while (places < 20 && Math.round(xmr * 10 ** places) / 10 ** places !== xmr) places++
  const scaled = BigInt(Math.round(xmr * 10 ** places))
  return (UNIT * scaled) / 10n ** BigInt(places)
}

/** Rounds to `precision` significant digits, half up. */
export function roundSignificant(value: bigint, precision: number): bigint {
  const digits = value.toString().length
  if (digits <= precision) return value
  const divisor = 10n ** BigInt(digits - precision)
  const quotient = value / divisor
  const remainder = value % divisor
  return (remainder * 2n >= divisor ? quotient + 1n : quotient) * divisor
}

/** The monthly price in piconero as shown: price per second times 30 days, 4 significant digits. */
export const pricePerMonth = (pricePerSecond: number | bigint): bigint =>
  roundSignificant(BigInt(pricePerSecond) * BigInt(SECONDS_IN_MONTH), 4)

/** The server's price (piconero per second) for a monthly price in XMR; 0 when too small. */
export const priceFromMonthlyXmr = (xmr: number): number => Number(xmrToAtomic(xmr) / BigInt(SECONDS_IN_MONTH))

/** Piconero to pay for `months` (may be fractional). */
export const paymentAmount = (pricePerSecond: number | bigint, months: number): number =>
  Math.round(Number(pricePerMonth(pricePerSecond)) * months)

/** Months bought by `amount` piconero, to two decimals. */
export function subscriptionMonths(pricePerSecond: number | bigint, amount: number): number {
  const perMonth = Number(pricePerMonth(pricePerSecond))
  return perMonth > 0 ? parseFloat((amount / perMonth).toFixed(2)) : 0
}

/** A typed duration in months: empty or not a number is 0, below 0 is 0, above 1000 is 1000. */
export function clampMonths(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0
  return Math.min(value, MAX_MONTHS)
}

/** A payment can be asked for only when it is at least 0.001 XMR. */
export const isPayableAmount = (amount: number): boolean => amount > 0 && amount >= MIN_PAYMENT

/** A grant of `count` months or days, in seconds. */
export const grantSeconds = (count: number, unit: 'months' | 'days'): number =>
  Math.round(count * (unit === 'months' ? SECONDS_IN_MONTH : SECONDS_IN_DAY))
