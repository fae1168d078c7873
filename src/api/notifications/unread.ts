/** Compares two integer ids sent as text, without losing precision on long ones. */
export function compareIds(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '')
  const y = b.replace(/^0+(?=\d)/, '')
  if (!/^\d+$/.test(x) || !/^\d+$/.test(y)) return x < y ? -1 : x > y ? 1 : 0
  if (x.length !== y.length) return x.length - y.length
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * Spec §4: the number of notifications newer than the last-read marker; all of them when there
 * is no marker.
 */
export function countUnread(notifications: readonly { id: string }[], lastReadId: string | null | undefined): number {
  if (!lastReadId) return notifications.length
  return notifications.filter((n) => compareIds(n.id, lastReadId) > 0).length
}

/** The newest id of a list (the greatest, whatever the order). */
export function newestId(notifications: readonly { id: string }[]): string | null {
  let newest: string | null = null
  for (const n of notifications) if (newest === null || compareIds(n.id, newest) > 0) newest = n.id
  return newest
}
