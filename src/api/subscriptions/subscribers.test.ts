// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTokenSource } from '@/lib/http'
import { getSubscribers, SUBSCRIBERS_PAGE } from './endpoints'

const entry = (id: number) => ({ id, sender: { id: `a${id}` }, expires_at: '2030-01-01T00:00:00Z' })
const page = (ids: number[], link?: string) =>
  new Response(JSON.stringify(ids.map(entry)), {
    headers: { 'Content-Type': 'application/json', ...(link ? { Link: link } : {}) },
  })
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from - i)

afterEach(() => {
  vi.unstubAllGlobals()
  setTokenSource(() => null)
})

describe('getSubscribers reads every page', () => {
  it('follows the Link header of Mitra 5.7+', async () => {
    const network = vi
      .fn()
      .mockResolvedValueOnce(
        page(
          ids(100, SUBSCRIBERS_PAGE),
          '<https://x.example/api/v1/accounts/c/subscribers?include_expired=true&limit=40&max_id=61>; rel="next"',
        ),
      )
      .mockResolvedValueOnce(page(ids(60, 3)))
    vi.stubGlobal('fetch', network)
    setTokenSource(() => 't')
    const all = await getSubscribers('c', true)
    expect(all.map((s) => s.id)).toEqual([...ids(100, 40), 60, 59, 58])
    expect(String(network.mock.calls[0]?.[0])).toContain('/api/v1/accounts/c/subscribers?include_expired=true&limit=40')
    expect(String(network.mock.calls[1]?.[0])).toContain(
      '/api/v1/accounts/c/subscribers?include_expired=true&limit=40&max_id=61',
    )
  })

  it('asks for the ids below a full page without a Link (3.21) and stops at a short page', async () => {
    const network = vi
      .fn()
      .mockResolvedValueOnce(page(ids(100, SUBSCRIBERS_PAGE)))
      .mockResolvedValueOnce(page(ids(60, 2)))
    vi.stubGlobal('fetch', network)
    setTokenSource(() => 't')
    const all = await getSubscribers('c', true)
    expect(all).toHaveLength(42)
    expect(String(network.mock.calls[1]?.[0])).toContain('max_id=61')
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('reads one short page once', async () => {
    const network = vi.fn().mockResolvedValueOnce(page([2, 1]))
    vi.stubGlobal('fetch', network)
    setTokenSource(() => 't')
    expect(await getSubscribers('c', false)).toHaveLength(2)
    expect(network).toHaveBeenCalledTimes(1)
  })
})
