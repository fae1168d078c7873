import { describe, expect, it } from 'vitest'
import type { Status } from '@/api/statuses/types'
import { orderThread } from './thread-order'

const post = (id: string, parent: string | null, minute: number, parentVisible = true) =>
  ({
    id,
    in_reply_to_id: parent,
    created_at: new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString(),
    pleroma: { parent_visible: parentVisible },
  }) as Status

describe('orderThread', () => {
  it('puts each post before its replies, oldest reply first, with depth', () => {
    const thread = [post('c', 'a', 3), post('a', null, 0), post('b', 'a', 1), post('d', 'b', 2)]
    expect(orderThread(thread).map((e) => [e.status.id, e.depth])).toEqual([
      ['a', 0],
      ['b', 1],
      ['d', 2],
      ['c', 1],
    ])
  })

  it('marks a post whose parent is invisible or missing', () => {
    const entries = orderThread([post('x', 'hidden', 0, false), post('y', 'x', 1), post('z', 'gone', 2)])
    expect(entries.map((e) => [e.status.id, e.parentUnavailable])).toEqual([
      ['x', true],
      ['y', false],
      ['z', true],
    ])
  })

  it('keeps every post even when replies form a cycle', () => {
    const entries = orderThread([post('p', 'q', 0), post('q', 'p', 1)])
    expect(entries.map((e) => e.status.id).sort()).toEqual(['p', 'q'])
  })
})

describe('orderThread on a big thread', () => {
  it('orders 600 replies and a 300-deep chain quickly', () => {
    const flat = [post('root', null, 0), ...Array.from({ length: 600 }, (_, i) => post(`r${i}`, 'root', 1 + (i % 50)))]
    const chain = [post('c0', null, 0), ...Array.from({ length: 300 }, (_, i) => post(`c${i + 1}`, `c${i}`, 1))]
    const start = performance.now()
    const entries = orderThread(flat)
    const deep = orderThread(chain)
    expect(performance.now() - start).toBeLessThan(200)
    expect(entries).toHaveLength(601)
    expect(entries[0]!.status.id).toBe('root')
    expect(new Set(entries.map((e) => e.status.id)).size).toBe(601)
    expect(deep.at(-1)).toMatchObject({ depth: 300 })
  })
})
