import { loadOnce } from '@/lib/load-once'

export type StandardEmoji = {
  emoji: string
  /** Short names (gemoji shortcodes), the first is the main one. */
  names: string[]
  tags: string[]
  description: string
  category: string
}

/** The standard emoji set, fetched once on first use (its code is a chunk of its own). */
export const loadStandardEmojis = loadOnce(() => import('gemoji').then((m) => m.gemoji as StandardEmoji[])).load

/** Whether an emoji matches a search: any name, tag or word of its description starts with it. */
export function matchesEmoji(emoji: StandardEmoji, query: string): boolean {
  if (!query) return true
  const words = [...emoji.names, ...emoji.tags, ...emoji.description.split(/\s+/)]
  return words.some((word) => word.toLowerCase().startsWith(query)) || emoji.description.toLowerCase().includes(query)
}
