import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { loadConversation, reblog } from './actions'

beforeEach(() => session.setToken('token'))
afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('loadConversation', () => {
  it('posts load_conversation with the JSON body Mitra 5.5+ requires ({use_context: false}: the replies, as 3.21 loads them)', async () => {
    const stub = stubFetch(() => new Response(null, { status: 204 }))
    await expect(loadConversation('p1')).resolves.toBeNull()
    expect(stub.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/statuses/p1/load_conversation',
      body: { use_context: false },
    })
    expect(stub.calls[0]?.headers.get('Content-Type')).toBe('application/json')
    expect(stub.calls[0]?.headers.get('Authorization')).toBe('Bearer token')
  })

  it("rejects with the server's message when it refuses", async () => {
    stubFetch(() => errorResponse(403, 'permission error'))
    await expect(loadConversation('p1')).rejects.toMatchObject({ status: 403, message: 'permission error' })
  })
})

describe('reblog', () => {
  const original = makeWireStatus({ id: uuidOf(1) })
  const answer = () => jsonResponse(200, makeWireStatus({ id: uuidOf(2), reblog: original }))

  it('sends no body for a public repost, and answers the original', async () => {
    const stub = stubFetch(answer)
    await expect(reblog(original.id)).resolves.toMatchObject({ id: original.id })
    expect(stub.calls[0]).toMatchObject({ method: 'POST', path: `/api/v1/statuses/${original.id}/reblog`, body: null })
  })

  it('sends {visibility: "private"} for a repost to followers only (Mitra 4.3+)', async () => {
    const stub = stubFetch(answer)
    await reblog(original.id, 'private')
    expect(stub.calls[0]?.body).toEqual({ visibility: 'private' })
    expect(stub.calls[0]?.headers.get('Content-Type')).toBe('application/json')
  })
})
