// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_MAX_AGE_MS, earlyKey, takeEarlyResponse } from './early-requests'
import { requestJson, setTokenSource } from './http'

afterEach(() => {
  delete window.__parleyEarly
  vi.unstubAllGlobals()
  setTokenSource(() => null)
})

const early = (url: string, token: string | null, body: unknown, at = Date.now()) => {
  window.__parleyEarly = {
    ...window.__parleyEarly,
    [earlyKey(url, token)]: {
      at,
      response: Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      ),
    },
  }
}

describe('early requests', () => {
  it('gives an answer once, for the same URL and token only, and not when it is old', () => {
    early('/api/v1/instance', null, {})
    expect(takeEarlyResponse('/api/v1/instance', 't1')).toBeUndefined()
    expect(takeEarlyResponse('/api/v1/instance', null)).toBeDefined()
    expect(takeEarlyResponse('/api/v1/instance', null)).toBeUndefined()
    early('/api/v1/instance', null, {}, Date.now() - EARLY_MAX_AGE_MS - 1)
    expect(takeEarlyResponse('/api/v1/instance', null)).toBeUndefined()
  })

  it('is what the transport answers with instead of asking again', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response('{"from":"network"}', { headers: { 'Content-Type': 'application/json' } })),
    )
    vi.stubGlobal('fetch', fetch)
    setTokenSource(() => 't1')
    early('/api/v1/accounts/verify_credentials', 't1', { from: 'boot' })
    expect(await requestJson('/api/v1/accounts/verify_credentials')).toEqual({ from: 'boot' })
    expect(fetch).not.toHaveBeenCalled()
    // Taken: the next call asks the server.
    expect(await requestJson('/api/v1/accounts/verify_credentials')).toEqual({ from: 'network' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('is not used for a write', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } })))
    vi.stubGlobal('fetch', fetch)
    early('/api/v1/markers', null, { from: 'boot' })
    await requestJson('/api/v1/markers', { method: 'POST', json: {}, auth: false })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
