import { useState } from 'react'
import { newIdempotencyKey } from '@/api/statuses/idempotency'
import { storage } from '@/lib/storage'

/**
 * The text of a draft, kept in local storage under its context key until it is published, and
 * the draft's idempotency key: the same key is sent on every attempt until one succeeds (and
 * survives a reload once sent), so a retry after a lost answer never posts twice.
 */
export function useDraft(draftKey: string) {
  const keyKey = `${draftKey}:idempotency-key`
  const [text, setTextState] = useState(() => storage.get(draftKey) ?? '')
  const [idempotencyKey, setIdempotencyKey] = useState(() => storage.get(keyKey) ?? newIdempotencyKey())

  const setText = (value: string) => {
    setTextState(value)
    if (value) storage.set(draftKey, value)
    else storage.remove(draftKey)
  }
  /** Call before sending: the key must outlive the page if the answer is lost. */
  const keepIdempotencyKey = () => storage.set(keyKey, idempotencyKey)
  /** After a successful publication: empty text, fresh key. */
  const reset = () => {
    setTextState('')
    storage.remove(draftKey)
    storage.remove(keyKey)
    setIdempotencyKey(newIdempotencyKey())
  }
  return { text, setText, idempotencyKey, keepIdempotencyKey, reset }
}
