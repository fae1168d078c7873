/** Wire type of a Mitra list, which the product calls a custom feed. */
export type WireList = {
  /** An integer at Mitra 3.21, a string from 4.18 on: read both, keep a string (toCustomFeed). */
  id: number | string
  title: string
  replies_policy?: string
  exclusive?: boolean
}

/** A custom feed as the client keeps it: the id is always a string. */
export type CustomFeed = { id: string; title: string }
