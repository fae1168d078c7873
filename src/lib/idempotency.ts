/** Length of an Idempotency-Key in hex characters (spec §9). */
export const IDEMPOTENCY_KEY_LENGTH = 20

/** A fresh idempotency key: 20 lowercase hex characters from the platform's secure random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(IDEMPOTENCY_KEY_LENGTH / 2))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
