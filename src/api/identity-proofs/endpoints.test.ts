import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeUser } from '@/lib/testing/fixtures'
import { createEthereumProof, createIdentityProof, getEthereumClaim, getIdentityClaim, normalizeSignature } from './endpoints'

const claim = { did: 'did:key:z6Mk', claim: 'ab', created_at: '2026-01-01T00:00:00.123Z' }

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('identity proof calls', () => {
  it('asks for a minisign-unhashed claim with the pasted key', async () => {
    session.setToken('t')
    const { calls } = stubFetch(() => jsonResponse(200, claim))
    await expect(getIdentityClaim('untrusted comment: x\nRWQ+key')).resolves.toEqual(claim)
    expect(calls[0]?.path).toBe('/api/v1/accounts/identity_proof')
    expect(calls[0]?.url.searchParams.get('proof_type')).toBe('minisign-unhashed')
    expect(calls[0]?.url.searchParams.get('signer')).toBe('untrusted comment: x\nRWQ+key')
  })

  it('falls back to identity_claim on servers that removed the old path', async () => {
    session.setToken('t')
    const { calls } = stubFetch((req) => (req.path.endsWith('identity_proof') ? errorResponse(404, 'not found') : jsonResponse(200, claim)))
    await expect(getIdentityClaim('RWQ')).resolves.toEqual(claim)
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/accounts/identity_proof', '/api/v1/accounts/identity_claim'])
  })

  it('keeps the server message of a refused key', async () => {
    session.setToken('t')
    stubFetch(() => errorResponse(400, 'invalid key'))
    await expect(getIdentityClaim('nope')).rejects.toMatchObject({ status: 400, message: 'invalid key' })
  })

  it('posts the signature without a leading 0x and the created_at unchanged', async () => {
    session.setToken('t')
    const { calls } = stubFetch(() => jsonResponse(200, makeUser()))
    await createIdentityProof({ did: claim.did, signature: ' 0xRWQsig \n', created_at: claim.created_at })
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.body).toEqual({ proof_type: 'minisign-unhashed', did: claim.did, signature: 'RWQsig', created_at: claim.created_at })
    expect(normalizeSignature('untrusted comment: s\nRWQ')).toBe('untrusted comment: s\nRWQ')
  })
})

describe('Ethereum address proofs', () => {
  it('asks for an ethereum claim and posts the signature without 0x', async () => {
    session.setToken('t')
    const { calls } = stubFetch((req) => (req.method === 'GET' ? jsonResponse(200, claim) : jsonResponse(200, makeUser())))
    await getEthereumClaim('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(calls[0]?.url.searchParams.get('proof_type')).toBe('ethereum')
    expect(calls[0]?.url.searchParams.get('signer')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await createEthereumProof({ did: 'did:pkh:eip155:1:0xabc', signature: '0xc11e', created_at: claim.created_at })
    expect(calls[1]?.body).toEqual({ proof_type: 'ethereum', did: 'did:pkh:eip155:1:0xabc', signature: 'c11e', created_at: claim.created_at })
  })
})
