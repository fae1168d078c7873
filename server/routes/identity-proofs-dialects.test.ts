import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { createMinisignKey } from '../../e2e/support/minisign'
import { ethereumTestWallet, TEST_ETHEREUM_KEYS } from '../../e2e/support/wallets'
import { base58Decode } from '../crypto/base58'
import { claimMessage, CRYPTOSUITE, CRYPTOSUITE_EDDSA_JCS, proofConfig, verifyEd25519 } from '../crypto/identity-claim'
import { canonicalJson } from '../crypto/jcs'
import { dialectApps, errorOf } from '../test/helpers'

// Identity proofs as each Mitra serves them: the claim is GET identity_proof in 3.21.0 and GET
// identity_claim since 4.16.0 (the old GET gone in 5.0.0); minisign-unhashed claims are
// jcs-eddsa-2022 in 3.21.0 and eddsa-jcs-2022 since 4.12.0.

const start = dialectApps()

type Claim = { did: string; claim: string; created_at: string }
const claimQuery = (signer: string, proofType = 'minisign-unhashed') =>
  new URLSearchParams({ proof_type: proofType, signer }).toString()
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'))

/** actix's PathError over uuid's parse error, for a segment that starts with a letter past f. */
const pathError = (segment: string) =>
  `Path deserialize error: UUID parsing failed: invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${segment[0]}\` at 1`

describe('the claim path of each dialect', () => {
  it('5.9 serves the claim at GET identity_claim (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: #[get("/identity_claim")])', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const key = createMinisignKey()
    const res = await app.call('GET', `/api/v1/accounts/identity_claim?${claimQuery(key.publicKeyFile)}`, {
      token: alice.token,
    })
    expect(res.statusCode).toBe(200)
    expect((res.json() as Claim).claim).toMatch(/^[0-9a-f]{128}$/)
    expect((await app.call('GET', `/api/v1/accounts/identity_claim?${claimQuery(key.publicKeyFile)}`)).statusCode).toBe(
      401,
    )
  })

  it('5.9 answers GET identity_proof as get_account does: 400 Path deserialize error, token or not (v5.9.1 mitra_api/src/mastodon_api/accounts/views.rs: removed in 5.0.0, falls through to web::Path<Uuid>)', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const token of [alice.token, undefined]) {
      const res = await app.call('GET', `/api/v1/accounts/identity_proof?${claimQuery('RWQ')}`, { token })
      expect([res.statusCode, errorOf(res).error_description]).toEqual([400, pathError('identity_proof')])
    }
    // A MitraRefusal: under --contract the journey that sent it fails.
    expect(logged.mock.calls.flat().join('\n')).toContain('[contract] GET /api/v1/accounts/identity_proof -> 400')
  })

  it('3.21 has no identity_claim: it reaches get_account and is refused the same way (v3.21.0 src/mastodon_api/accounts/views.rs: only #[get("/identity_proof")])', async () => {
    const app = start('3.21')
    const alice = await app.signUp('alice')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await app.call('GET', `/api/v1/accounts/identity_claim?${claimQuery('RWQ')}`, { token: alice.token })
    expect([res.statusCode, errorOf(res).error_description]).toEqual([400, pathError('identity_claim')])
    expect(logged.mock.calls.flat().join('\n')).toContain('[contract] GET /api/v1/accounts/identity_claim -> 400')
    const key = createMinisignKey()
    expect(
      (
        await app.call('GET', `/api/v1/accounts/identity_proof?${claimQuery(key.publicKeyFile)}`, {
          token: alice.token,
        })
      ).statusCode,
    ).toBe(200)
  })
})

describe('the minisign-unhashed claim of each dialect', () => {
  it.each([
    { mitra: '3.21', suite: CRYPTOSUITE, path: 'identity_proof' },
    { mitra: '5.9', suite: CRYPTOSUITE_EDDSA_JCS, path: 'identity_claim' },
  ] as const)(
    '$mitra hashes a $suite proof config into the claim and verifies a signature of it',
    async ({ mitra, suite, path }) => {
      const app = start(mitra)
      const alice = await app.signUp('alice')
      const key = createMinisignKey()
      const claim = (
        await app.call('GET', `/api/v1/accounts/${path}?${claimQuery(key.publicKeyFile)}`, { token: alice.token })
      ).json() as Claim
      // The first half is SHA-256 of the proof config: it names the dialect's cryptosuite.
      expect(claim.claim.slice(0, 64)).toBe(sha256(canonicalJson(proofConfig(claim.did, claim.created_at, suite))))
      const proof = await app.call('POST', '/api/v1/accounts/identity_proof', {
        token: alice.token,
        json: {
          proof_type: 'minisign-unhashed',
          did: claim.did,
          signature: key.signClaim(claim.claim),
          created_at: claim.created_at,
        },
      })
      expect(proof.statusCode).toBe(200)
      expect(proof.json().identity_proofs).toEqual([
        expect.objectContaining({ name: 'Key', value: claim.did.slice('did:key:'.length) }),
      ])
    },
  )

  it('5.9 refuses a signature of the 3.21 (jcs-eddsa-2022) claim (v5.9.1 create_identity_proof: FepC390EddsaJcsProof)', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const key = createMinisignKey()
    const claim = (
      await app.call('GET', `/api/v1/accounts/identity_claim?${claimQuery(key.publicKeyFile)}`, { token: alice.token })
    ).json() as Claim
    // A local account's url is its actor id, the claim's alsoKnownAs.
    const actor = (await app.call('GET', '/api/v1/accounts/verify_credentials', { token: alice.token })).json()
      .url as string
    expect(claimMessage(claim.did, actor, claim.created_at, CRYPTOSUITE_EDDSA_JCS).toString('hex')).toBe(claim.claim)
    const legacy = claimMessage(claim.did, actor, claim.created_at, CRYPTOSUITE).toString('hex')
    const res = await app.call('POST', '/api/v1/accounts/identity_proof', {
      token: alice.token,
      json: {
        proof_type: 'minisign-unhashed',
        did: claim.did,
        signature: key.signClaim(legacy),
        created_at: claim.created_at,
      },
    })
    expect([res.statusCode, errorOf(res).error_description]).toEqual([400, 'invalid signature'])
  })

  it('matches the eddsa-jcs-2022 vector of v5.9.1 mitra_activitypub/src/identity.rs (test_create_and_verify_identity_proof_eddsa)', () => {
    // The key of that test (z3u2en7t…) is the one of test vector I1; Ed25519 is deterministic.
    const did = 'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2'
    const publicKey = hex('b00d8d938e7f773d51565aad36a623f5344f7f5d1960f9cf3e8e12620ea2810f')
    const signature = base58Decode(
      'FQMTB8kZ1vExLhBUAGe4r3sc37onbdW8m3tdgsHYugh99Khzx87TbthqpSLcq45agip25v1mBvYW8u2GMKSMbpk',
    )!
    const config = proofConfig(did, '2023-02-24T23:36:38Z', CRYPTOSUITE_EDDSA_JCS)
    expect(config.verificationMethod).toBe(`${did}#z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2`)
    const message = claimMessage(
      did,
      'https://server.example/users/alice',
      '2023-02-24T23:36:38Z',
      CRYPTOSUITE_EDDSA_JCS,
    )
    expect(verifyEd25519(publicKey, message, signature)).toBe(true)
    const legacy = claimMessage(did, 'https://server.example/users/alice', '2023-02-24T23:36:38Z', CRYPTOSUITE)
    expect(verifyEd25519(publicKey, legacy, signature)).toBe(false)
  })
})

describe('submitting a proof in both dialects', () => {
  it.each(['3.21', '5.9'] as const)(
    '%s takes the proof as JSON only (v3.21.0 web::Json<IdentityProofData>, v5.9.1 web::Json<IdentityProofForm>)',
    async (mitra) => {
      const app = start(mitra)
      const alice = await app.signUp('alice')
      const form = await app.call('POST', '/api/v1/accounts/identity_proof', {
        token: alice.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'proof_type=minisign-unhashed&did=did%3Akey%3Az6Mk&signature=x&created_at=2026-01-01T00%3A00%3A00Z',
      })
      expect([form.statusCode, errorOf(form).error_description]).toEqual([400, 'Content type error'])
      const none = await app.call('POST', '/api/v1/accounts/identity_proof', { token: alice.token })
      expect([none.statusCode, errorOf(none).error_description]).toEqual([400, 'Content type error'])
    },
  )

  it('5.9 links an Ethereum address with the claim of identity_claim', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const wallet = ethereumTestWallet(TEST_ETHEREUM_KEYS[0]!)
    const claim = (
      await app.call('GET', `/api/v1/accounts/identity_claim?${claimQuery(wallet.address, 'ethereum')}`, {
        token: alice.token,
      })
    ).json() as Claim
    const signature = (await wallet.signMessage(claim.claim)).slice(2)
    const res = await app.call('POST', '/api/v1/accounts/identity_proof', {
      token: alice.token,
      json: { proof_type: 'ethereum', did: claim.did, signature, created_at: claim.created_at },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().identity_proofs).toEqual([
      expect.objectContaining({ name: '$ETH', value: wallet.address.toLowerCase() }),
    ])
  })
})
