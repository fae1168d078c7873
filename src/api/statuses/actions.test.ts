import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { errorResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { loadConversation } from './actions'

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
