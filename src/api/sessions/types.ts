/** A signed-in session (Mitra 4.14+, settings/types.rs Session). */
export type Session = {
  /** The token's id: a number. */
  id: number
  /** The OAuth app's name; null for a token of no app (a password sign-in, as Parley's). */
  client_name: string | null
  created_at: string
  is_current: boolean
}
