/** GET /api/v1/preferences (Mitra 4.17+, preferences/types.rs Preferences): the shared posting defaults. */
export type Preferences = {
  'posting:default:visibility': 'public' | 'private' | 'subscribers'
  'posting:default:sensitive': boolean
  /** ISO 639-1, or null when the member has set none. */
  'posting:default:language': string | null
  'reading:expand:media': string
  'reading:expand:spoilers': boolean
}
