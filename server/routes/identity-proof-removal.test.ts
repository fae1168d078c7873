import { describe, expect, it, vi } from 'vitest'
import { createMinisignKey } from '../../e2e/support/minisign'
import { dialectApps, errorOf, type TestApp } from '../test/helpers'

// DELETE /api/v1/accounts/identity_proof with {did}: Mitra 4.15.0 (v5.9.1
// mitra_api/src/mastodon_api/accounts/views.rs delete_identity_proof); 3.21.0 has no such route.

const start = dialectApps()

/** Links a fresh minisign key to the account through the dialect's claim path; its DID. */
async function linkKey(app: TestApp, token: string, claimPath: string): Promise<string> {
  const key = createMinisignKey()
  const query = new URLSearchParams({ proof_type: 'minisign-unhashed', signer: key.publicKeyFile }).toString()
  const claim = (await app.call('GET', `/api/v1/accounts/${claimPath}?${query}`, { token })).json() as {
    did: string
    claim: string
    created_at: string
  }
  const res = await app.call('POST', '/api/v1/accounts/identity_proof', {
    token,
    json: {
      proof_type: 'minisign-unhashed',
      did: claim.did,
      signature: key.signClaim(claim.claim),
      created_at: claim.created_at,
    },
  })
  expect(res.statusCode).toBe(200)
  return claim.did
}

const proofNames = (account: { identity_proofs: { value: string }[] }) => account.identity_proofs.map((p) => p.value)

describe('removing an identity proof', () => {
  it('5.9 removes the proof of the DID and answers the updated account; another DID changes nothing', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const first = await linkKey(app, alice.token, 'identity_claim')
    const second = await linkKey(app, alice.token, 'identity_claim')
    const res = await app.call('DELETE', '/api/v1/accounts/identity_proof', {
      token: alice.token,
      json: { did: first },
    })
    expect(res.statusCode).toBe(200)
    expect(proofNames(res.json())).toEqual([second.slice('did:key:'.length)])
    const again = await app.call('DELETE', '/api/v1/accounts/identity_proof', {
      token: alice.token,
      json: { did: first },
    })
    expect(proofNames(again.json())).toEqual([second.slice('did:key:'.length)])
  })

  it('5.9 refuses what Mitra refuses: no token, no JSON body, a DID it cannot parse', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const noToken = await app.call('DELETE', '/api/v1/accounts/identity_proof', { json: { did: 'did:key:z6Mk' } })
    expect(noToken.statusCode).toBe(401)
    const noBody = await app.call('DELETE', '/api/v1/accounts/identity_proof', { token: alice.token })
    expect([noBody.statusCode, errorOf(noBody).error_description]).toEqual([400, 'Content type error'])
    const bad = await app.call('DELETE', '/api/v1/accounts/identity_proof', {
      token: alice.token,
      json: { did: 'not a did' },
    })
    expect([bad.statusCode, errorOf(bad).error_description]).toEqual([400, 'Json deserialize error: DID parse error'])
  })

  it('3.21 has no DELETE identity_proof: 404, and the proof stays', async () => {
    const app = start('3.21')
    const alice = await app.signUp('alice')
    const did = await linkKey(app, alice.token, 'identity_proof')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await app.call('DELETE', '/api/v1/accounts/identity_proof', { token: alice.token, json: { did } })
    expect(res.statusCode).toBe(404)
    const me = (await app.call('GET', '/api/v1/accounts/verify_credentials', { token: alice.token })).json()
    expect(proofNames(me)).toHaveLength(1)
  })
})
