// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { answered, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { optimisticPatch, useProfileRelationship } from './profile'
import { recheckInterval, RECHECK_INTERVAL_MS, RECHECK_LIMIT } from './recheck'
import type { Relationship } from './types'
import { makeRelationship, uuidOf } from '@/lib/testing/fixtures'

/** The other account's id: a UUID, as Mitra sends it. */
const A1 = uuidOf(1)
const rel = (fields: Partial<Relationship> = {}): Relationship => makeRelationship(A1, fields)

describe('recheckInterval', () => {
  it('re-reads every 5 s up to 5 times, and stops once following', () => {
    expect(RECHECK_INTERVAL_MS).toBe(5000)
    expect(RECHECK_LIMIT).toBe(5)
    expect(recheckInterval(rel({ requested: true }), null)).toBe(false)
    expect(recheckInterval(rel({ requested: true }), 0)).toBe(5000)
    expect(recheckInterval(rel({ requested: true }), 4)).toBe(5000)
    expect(recheckInterval(rel({ requested: true }), 5)).toBe(false)
    expect(recheckInterval(rel({ following: true }), 1)).toBe(false)
    expect(recheckInterval(undefined, 0)).toBe(false)
  })
})

describe('optimisticPatch', () => {
  it('shows unfollow, mute and the follow flags at once, and waits for the server on a follow', () => {
    expect(optimisticPatch({ kind: 'unfollow' })).toEqual({ following: false, requested: false })
    expect(optimisticPatch({ kind: 'mute' })).toEqual({ muting: true })
    expect(optimisticPatch({ kind: 'follow', options: { reblogs: false, replies: true } })).toEqual({
      showing_reblogs: false,
      showing_replies: true,
    })
    expect(optimisticPatch({ kind: 'follow' })).toBeNull()
  })
})

describe('useProfileRelationship', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false })
    session.setToken('token')
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    session.clear({ everything: true })
  })

  function setup(following: () => boolean) {
    const stub = stubFetch((req) => {
      if (req.path === '/api/v1/accounts/relationships')
        return jsonResponse(200, [rel({ following: following(), requested: !following() })])
      if (req.path === `/api/v1/accounts/${A1}/follow`) return jsonResponse(200, rel({ requested: true }))
      return jsonResponse(404, { error_description: 'not found' })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const hook = renderHook(() => useProfileRelationship(A1, true), { wrapper })
    const reads = () => answered(stub.calls).filter((c) => c.path === '/api/v1/accounts/relationships').length
    return { stub, hook, reads }
  }

  const flush = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })

  it('re-reads the relationship every 5 s, five times, after a follow answers requested', async () => {
    const { hook, reads, stub } = setup(() => false)
    await flush()
    expect(reads()).toBe(1)
    await act(async () => {
      hook.result.current.mutation.mutate({ kind: 'follow' })
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(stub.calls.find((c) => c.path === `/api/v1/accounts/${A1}/follow`)?.body).toEqual({
      reblogs: true,
      replies: true,
    })
    expect(hook.result.current.relationship?.requested).toBe(true)
    for (let i = 1; i <= 7; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000)
      })
      expect(reads()).toBe(1 + Math.min(i, 5))
    }
  })

  it('stops re-reading as soon as the relationship shows following', async () => {
    let accepted = false
    const { hook, reads } = setup(() => accepted)
    await flush()
    await act(async () => {
      hook.result.current.mutation.mutate({ kind: 'follow' })
      await vi.advanceTimersByTimeAsync(0)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(reads()).toBe(2)
    accepted = true
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(reads()).toBe(3)
    await vi.waitFor(() => expect(hook.result.current.relationship?.following).toBe(true))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20000)
    })
    expect(reads()).toBe(3)
  })
})
