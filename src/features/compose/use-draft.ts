import { useState } from 'react'
import { newIdempotencyKey } from '@/api/statuses/idempotency'
import { storage } from '@/lib/storage'

/**
 * The text of a draft, kept in local storage under its context key until it is published (no key:
 * nothing is stored, as for edits), and the draft's idempotency key: the same key is sent on
 * every attempt until one succeeds (and survives a reload once sent), so a retry after a lost
 * answer never posts twice.
 */
export function useDraft(draftKey: string | null, initialText = '') {
  const keyKey = draftKey ? `${draftKey}:idempotency-key` : null
  const [text, setTextState] = useState(() => (draftKey ? storage.get(draftKey) : null) ?? initialText)
  const [idempotencyKey, setIdempotencyKey] = useState(() => (keyKey ? storage.get(keyKey) : null) ?? newIdempotencyKey())

  const setText = (value: string) => {
    setTextState(value)
    if (!draftKey) return
    if (value) storage.set(draftKey, value)
    else storage.remove(draftKey)
  }
  /** Call before sending: the key must outlive the page if the answer is lost. */
  const keepIdempotencyKey = () => {
    if (keyKey) storage.set(keyKey, idempotencyKey)
  }
  /** After a successful publication: empty text, no stored draft, fresh key. */
  const reset = () => {
    setTextState('')
    if (draftKey) storage.remove(draftKey)
    if (keyKey) storage.remove(keyKey)
    setIdempotencyKey(newIdempotencyKey())
  }
  return { text, setText, idempotencyKey, keepIdempotencyKey, reset }
}
