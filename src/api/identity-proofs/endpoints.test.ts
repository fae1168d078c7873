import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import {
  claimPaths,
  createEthereumProof,
  createIdentityProof,
  getEthereumClaim,
  getIdentityClaim,
  isMissingClaimRoute,
  normalizeSignature,
} from './endpoints'
import { ApiError } from '@/lib/http'

const claim = { did: 'did:key:z6Mk', claim: 'ab', created_at: '2026-01-01T00:00:00.123Z' }
const mitra321 = makeInstance({ version: '4.0.0 (compatible; Mitra 3.21.0)' })
const mitra59 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })
/** What Mitra's router answers for a claim path it lacks: the {account_id} route refuses the segment. */
const pathError = (segment: string) =>
  errorResponse(
    400,
    `Path deserialize error: UUID parsing failed: invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${segment[0]}\` at 1`,
  )

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

  it('asks identity_proof on Mitra 3.21 and identity_claim from 4.16.0 on (5.9 removed the old GET)', async () => {
    expect(claimPaths(mitra321)[0]).toBe('/api/v1/accounts/identity_proof')
    expect(claimPaths(makeInstance({ version: '4.0.0 (compatible; Mitra 4.15.9)' }))[0]).toBe(
      '/api/v1/accounts/identity_proof',
    )
    expect(claimPaths(makeInstance({ version: '4.0.0 (compatible; Mitra 4.16.0)' }))[0]).toBe(
      '/api/v1/accounts/identity_claim',
    )
    expect(claimPaths(mitra59)[0]).toBe('/api/v1/accounts/identity_claim')
    // A server that does not say is taken as the release the spec describes.
    expect(claimPaths(undefined)[0]).toBe('/api/v1/accounts/identity_proof')
    session.setToken('t')
    const { calls } = stubFetch(() => jsonResponse(200, claim))
    await expect(getIdentityClaim('RWQ', { instance: mitra59 })).resolves.toEqual(claim)
    await expect(getIdentityClaim('RWQ', { instance: mitra321 })).resolves.toEqual(claim)
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/accounts/identity_claim', '/api/v1/accounts/identity_proof'])
    expect(calls[0]?.url.searchParams.get('proof_type')).toBe('minisign-unhashed')
  })

  it('tries identity_claim when a 5.x server that hides its version refuses identity_proof as an account id (400, not 404)', async () => {
    session.setToken('t')
    const { calls } = stubFetch((req) =>
      req.path.endsWith('identity_proof') ? pathError('identity_proof') : jsonResponse(200, claim),
    )
    await expect(getIdentityClaim('RWQ', { instance: makeInstance({ version: '4.0.0' }) })).resolves.toEqual(claim)
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/accounts/identity_proof', '/api/v1/accounts/identity_claim'])
  })

  it('tries identity_proof when a server that says 5.9 has only the old path', async () => {
    session.setToken('t')
    const { calls } = stubFetch((req) =>
      req.path.endsWith('identity_claim') ? pathError('identity_claim') : jsonResponse(200, claim),
    )
    await expect(getIdentityClaim('RWQ', { instance: mitra59 })).resolves.toEqual(claim)
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/accounts/identity_claim', '/api/v1/accounts/identity_proof'])
  })

  it('tries the other path after a 404 or 405 too, and nothing else after a refusal of the key', async () => {
    expect(isMissingClaimRoute(new ApiError(404, 'not found'))).toBe(true)
    expect(isMissingClaimRoute(new ApiError(405, 'method not allowed'))).toBe(true)
    expect(isMissingClaimRoute(new ApiError(400, 'invalid key'))).toBe(false)
    expect(isMissingClaimRoute(new ApiError(401, 'access token is invalid'))).toBe(false)
    session.setToken('t')
    const { calls } = stubFetch(() => errorResponse(400, 'invalid key'))
    await expect(getIdentityClaim('nope', { instance: mitra59 })).rejects.toMatchObject({
      status: 400,
      message: 'invalid key',
    })
    expect(calls).toHaveLength(1)
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
    expect(calls[0]?.body).toEqual({
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: 'RWQsig',
      created_at: claim.created_at,
    })
    expect(normalizeSignature('untrusted comment: s\nRWQ')).toBe('untrusted comment: s\nRWQ')
  })
})

describe('Ethereum address proofs', () => {
  it('asks for an ethereum claim and posts the signature without 0x', async () => {
    session.setToken('t')
    const { calls } = stubFetch((req) =>
      req.method === 'GET' ? jsonResponse(200, claim) : jsonResponse(200, makeUser()),
    )
    await getEthereumClaim('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { instance: mitra59 })
    expect(calls[0]?.path).toBe('/api/v1/accounts/identity_claim')
    expect(calls[0]?.url.searchParams.get('proof_type')).toBe('ethereum')
    expect(calls[0]?.url.searchParams.get('signer')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await createEthereumProof({ did: 'did:pkh:eip155:1:0xabc', signature: '0xc11e', created_at: claim.created_at })
    expect([calls[1]?.method, calls[1]?.path]).toEqual(['POST', '/api/v1/accounts/identity_proof'])
    expect(calls[1]?.body).toEqual({
      proof_type: 'ethereum',
      did: 'did:pkh:eip155:1:0xabc',
      signature: 'c11e',
      created_at: claim.created_at,
    })
  })
})
