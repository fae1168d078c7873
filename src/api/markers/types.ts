export type Marker = { last_read_id: string; version?: number; updated_at?: string }

/** Keys without a stored marker are omitted by the server. */
export type Markers = { notifications?: Marker; home?: Marker }
