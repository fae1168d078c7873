import { useEffect, useRef } from 'react'
import type { DraftFields } from '@/lib/drafts'
import type { DraftSink } from './use-draft'

// Apart from use-draft.ts: only the complete form uses it, so home's first screen goes without it.
/**
 * Hands the form's fields to the sink whenever they change after the form opened (what it opened
 * with is already stored, or blank).
 */
export function useDraftPersistence(sink: DraftSink | null, fields: DraftFields): void {
  const json = JSON.stringify(fields)
  const last = useRef<string | null>(null)
  useEffect(() => {
    if (last.current === null) {
      last.current = json
      return
    }
    if (json === last.current) return
    last.current = json
    sink?.save(JSON.parse(json) as DraftFields)
  }, [json, sink])
}
