import { requestJson } from '@/lib/http'
import type { Session } from './types'

const SESSIONS = '/api/v1/settings/sessions'

/** The member's unexpired sessions (Mitra 4.14+). */
export const getSessions = (signal?: AbortSignal) => requestJson<Session[]>(SESSIONS, { signal, requireAuth: true })

/** Ends one session: its token stops working (answers 204). */
export const endSession = (id: number) =>
  requestJson<null>(`${SESSIONS}/${id}`, { method: 'DELETE', requireAuth: true })
