import { createHash } from 'node:crypto'

/**
 * The id of the conversation whose root is the post `rootId`. Mitra makes a conversation, with a
 * new time-ordered id (generate_ulid), when a thread's root is stored; here it keeps the root's
 * time part (so conversations sort as their roots were made) and takes the rest from the root's id.
 */
export function conversationId(rootId: string): string {
  const hex = rootId.replaceAll('-', '')
  const rest = createHash('sha256').update(`conversation:${rootId}`).digest('hex')
  const b = Buffer.from(hex.slice(0, 12) + rest.slice(0, 20), 'hex')
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x70
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = b.toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
}
