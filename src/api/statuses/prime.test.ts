import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { PRIME_AT_ONCE, primeStatuses, statusKeys } from './queries'
import type { Status } from './types'

const posts = (count: number): Status[] =>
  Array.from({ length: count }, (_, i) => makeWireStatus({ id: uuidOf(i + 1), favourited: false }))

const detail = (client: QueryClient, id: string) => client.getQueryData<Status>(statusKeys.detail(id))

describe('primeStatuses', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('writes a page of posts, their reposted and quoted posts to their detail keys at once', () => {
    const client = new QueryClient()
    const original = makeWireStatus({ id: uuidOf(100) })
    const quoted = makeWireStatus({ id: uuidOf(101) })
    const [first, second] = posts(2)
    const repost = { ...first!, reblog: original }
    const quoting = { ...second!, pleroma: { ...second!.pleroma, quote: quoted } } as Status
    primeStatuses(client, [repost, quoting])
    expect(detail(client, repost.id)).toBe(repost)
    expect(detail(client, original.id)).toBe(original)
    expect(detail(client, quoting.id)).toBe(quoting)
    expect(detail(client, quoted.id)).toBe(quoted)
  })

  it('writes the posts of a big thread beyond the first ones in later tasks', () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const thread = posts(PRIME_AT_ONCE * 2 + 5)
    primeStatuses(client, thread)
    expect(detail(client, thread[PRIME_AT_ONCE - 1]!.id)).toBe(thread[PRIME_AT_ONCE - 1])
    expect(detail(client, thread[PRIME_AT_ONCE]!.id)).toBeUndefined()
    vi.advanceTimersToNextTimer()
    expect(detail(client, thread[PRIME_AT_ONCE * 2 - 1]!.id)).toBe(thread[PRIME_AT_ONCE * 2 - 1])
    expect(detail(client, thread.at(-1)!.id)).toBeUndefined()
    vi.runAllTimers()
    expect(detail(client, thread.at(-1)!.id)).toBe(thread.at(-1))
  })

  it('leaves a post changed after the list arrived as it is when its later task comes', () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const thread = posts(PRIME_AT_ONCE + 1)
    const last = thread.at(-1)!
    primeStatuses(client, thread)
    vi.advanceTimersByTime(5)
    const liked = { ...last, favourited: true }
    client.setQueryData(statusKeys.detail(last.id), liked)
    vi.runAllTimers()
    expect(detail(client, last.id)?.favourited).toBe(true)
  })

  it('lets a fresher list overwrite what an older one wrote', () => {
    const client = new QueryClient()
    const [post] = posts(1)
    primeStatuses(client, [post!])
    const fresher = { ...post!, favourited: true }
    primeStatuses(client, [fresher])
    expect(detail(client, post!.id)?.favourited).toBe(true)
  })
})
