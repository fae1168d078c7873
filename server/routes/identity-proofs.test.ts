import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMinisignKey } from '../../e2e/support/minisign'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { normalizeCreatedAt } from './identity-proofs'

let t: TestApp
beforeEach(() => {
  t = createTestApp({ instanceUri: 'parley.test' })
})
afterEach(() => t.close())

type Claim = { did: string; claim: string; created_at: string }
const getClaim = async (token: string, signer: string, proofType = 'minisign-unhashed') => {
  const query = new URLSearchParams({ proof_type: proofType, signer })
  return t.call('GET', `/api/v1/accounts/identity_proof?${query}`, { token })
}
const postProof = (token: string, json: Record<string, unknown>) =>
  t.call('POST', '/api/v1/accounts/identity_proof', { token, json })

describe('identity proofs', () => {
  it('makes a claim for a minisign key and accepts its unhashed signature; the profile shows the key', async () => {
    const alice = await t.signUp('alice')
    const key = createMinisignKey()
    const res = await getClaim(alice.token, key.publicKeyFile)
    expect(res.statusCode).toBe(200)
    const claim = res.json() as Claim
    expect(claim.did).toMatch(/^did:key:z6Mk/)
    expect(claim.claim).toMatch(/^[0-9a-f]{128}$/)
    const proof = await postProof(alice.token, {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: key.signClaim(claim.claim),
      created_at: claim.created_at,
    })
    expect(proof.statusCode).toBe(200)
    const body = proof.json()
    expect(body.identity_proofs).toEqual([
      {
        name: 'Key',
        value: claim.did.slice('did:key:'.length),
        verified_at: expect.any(String),
        is_legacy_proof: false,
      },
    ])
    expect(body.source).not.toBeNull()
    const pub = await t.call('GET', `/api/v1/accounts/${alice.id}`)
    expect(pub.json().identity_proofs).toHaveLength(1)
  })

  it('accepts a signify signature made from the key line alone', async () => {
    const alice = await t.signUp('alice')
    const key = createMinisignKey()
    const claim = (await getClaim(alice.token, key.publicKeyLine)).json() as Claim
    const proof = await postProof(alice.token, {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: key.signClaim(claim.claim, { tool: 'signify' }),
      created_at: claim.created_at,
    })
    expect(proof.statusCode).toBe(200)
  })

  it.each([
    { case: 'prehashed', message: 'invalid signature type' },
    { case: 'wrong key', message: 'invalid signature' },
    { case: 'tampered claim', message: 'invalid signature' },
    { case: 'other created_at', message: 'invalid signature' },
    { case: 'garbage', message: 'invalid signature encoding' },
  ])('refuses a $case signature: $message', async ({ case: kind, message }) => {
    const alice = await t.signUp('alice')
    const key = createMinisignKey()
    const claim = (await getClaim(alice.token, key.publicKeyFile)).json() as Claim
    const flipped = (claim.claim[0] === '0' ? '1' : '0') + claim.claim.slice(1)
    const signature = {
      prehashed: key.signClaim(claim.claim, { prehashed: true }),
      'wrong key': createMinisignKey().signClaim(claim.claim),
      'tampered claim': key.signClaim(flipped),
      'other created_at': key.signClaim(claim.claim),
      garbage: 'untrusted comment: nothing\nnot base64',
    }[kind]
    const createdAt = kind === 'other created_at' ? '2020-01-01T00:00:00Z' : claim.created_at
    const res = await postProof(alice.token, {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature,
      created_at: createdAt,
    })
    expect([res.statusCode, errorOf(res).error_description]).toEqual([400, message])
    expect((await t.call('GET', `/api/v1/accounts/${alice.id}`)).json().identity_proofs).toEqual([])
  })

  it('refuses a DID another member holds, a bad key, a bad DID and unknown proof types', async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    const key = createMinisignKey()
    const claim = (await getClaim(alice.token, key.publicKeyFile)).json() as Claim
    await postProof(alice.token, {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: key.signClaim(claim.claim),
      created_at: claim.created_at,
    })
    const taken = await postProof(bob.token, {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: 'x',
      created_at: claim.created_at,
    })
    expect(errorOf(taken).error_description).toBe('DID already associated with another user')
    const badKey = await getClaim(alice.token, 'untrusted comment: hi\nnot a key')
    expect([badKey.statusCode, errorOf(badKey).error_description]).toEqual([400, 'invalid key'])
    const badDid = await postProof(bob.token, {
      proof_type: 'minisign-unhashed',
      did: 'did:pkh:eip155:1:0x1',
      signature: 'x',
      created_at: claim.created_at,
    })
    expect(errorOf(badDid).error_description).toBe('invalid DID')
    expect(errorOf(await getClaim(alice.token, key.publicKeyFile, 'pgp')).error_description).toBe('unknown proof type')
    expect((await getClaim(alice.token, key.publicKeyFile, 'minisign')).statusCode).toBe(418)
    const badTime = await postProof(bob.token, {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: 'x',
      created_at: 'yesterday',
    })
    expect(badTime.statusCode).toBe(400)
  })

  it('needs a token', async () => {
    expect(
      (await t.call('GET', '/api/v1/accounts/identity_proof?proof_type=minisign-unhashed&signer=x')).statusCode,
    ).toBe(401)
  })
})

describe('normalizeCreatedAt', () => {
  it('writes times as chrono does', () => {
    expect(normalizeCreatedAt('2023-02-24T23:36:38Z')).toBe('2023-02-24T23:36:38Z')
    expect(normalizeCreatedAt('2023-02-24T23:36:38.000Z')).toBe('2023-02-24T23:36:38Z')
    expect(normalizeCreatedAt('2023-02-24T23:36:38.120Z')).toBe('2023-02-24T23:36:38.120Z')
    expect(normalizeCreatedAt('2023-02-24T23:36:38.123456Z')).toBe('2023-02-24T23:36:38.123456Z')
    expect(normalizeCreatedAt('2023-02-24T23:36:38.1234567Z')).toBe('2023-02-24T23:36:38.123456700Z')
    expect(normalizeCreatedAt('2023-02-25T00:36:38+01:00')).toBe('2023-02-24T23:36:38Z')
  })
})
