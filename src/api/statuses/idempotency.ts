// The key is a crypto utility of src/lib (the drafts store there needs it too); the composer
// still imports it from here.
export { IDEMPOTENCY_KEY_LENGTH, newIdempotencyKey } from '@/lib/idempotency'
