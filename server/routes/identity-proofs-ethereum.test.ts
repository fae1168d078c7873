import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ethereumTestWallet, TEST_ETHEREUM_KEYS, type EthereumTestWallet } from '../../e2e/support/wallets'
import { hexBytes, recoverPersonalSignAddress } from '../crypto/ethereum'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'
import { ethereumClaim, ethereumDid } from './identity-proofs'

let t: TestApp
beforeEach(() => {
  t = createTestApp({ instanceUri: 'parley.test' })
})
afterEach(() => t.close())

type Claim = { did: string; claim: string; created_at: string }
const getClaim = (token: string, signer: string) =>
  t.call('GET', `/api/v1/accounts/identity_proof?${new URLSearchParams({ proof_type: 'ethereum', signer })}`, { token })
const postProof = (token: string, json: Record<string, unknown>) =>
  t.call('POST', '/api/v1/accounts/identity_proof', { token, json })

const [first, second] = TEST_ETHEREUM_KEYS.map((key) => ethereumTestWallet(key)) as [
  EthereumTestWallet,
  EthereumTestWallet,
]

/** What the web client does: claim for the wallet address, personal_sign, POST without 0x. */
async function link(
  token: string,
  wallet: EthereumTestWallet,
  change: (body: Record<string, unknown>) => void = () => {},
) {
  const claim = (await getClaim(token, wallet.address)).json() as Claim
  const signature = (await wallet.signMessage(claim.claim)).slice(2)
  const body: Record<string, unknown> = {
    proof_type: 'ethereum',
    did: claim.did,
    signature,
    created_at: claim.created_at,
  }
  change(body)
  return postProof(token, body)
}

describe('linking an Ethereum address', () => {
  it('matches test vector W1', async () => {
    const did = ethereumDid('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const claim = ethereumClaim(did, 'https://server.example/users/alice')
    expect(claim).toBe(
      '{"alsoKnownAs":"https://server.example/users/alice","subject":"did:pkh:eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8","type":"VerifiableIdentityStatement"}',
    )
    const signature =
      'c11e408e838bc33a47f71bdc02807890bf588d2a6aa2737cb67338ebba877bda7305ccb2a890e5b8403ad3ef19722a623061c3e74abb7a88cc024f119843aac11c'
    expect(await first.signMessage(claim)).toBe(`0x${signature}`)
    expect(await recoverPersonalSignAddress(claim, hexBytes(signature, { allowPrefix: false })!)).toBe(
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    )
  })

  it('gives the claim for a wallet address and shows the verified address on the profile', async () => {
    const alice = await t.signUp('alice')
    const res = await getClaim(alice.token, first.address)
    expect(res.statusCode).toBe(200)
    const claim = res.json() as Claim
    const lower = first.address.toLowerCase()
    expect(claim.did).toBe(`did:pkh:eip155:1:${lower}`)
    expect(JSON.parse(claim.claim)).toEqual({
      alsoKnownAs: 'http://parley.test/users/alice',
      subject: claim.did,
      type: 'VerifiableIdentityStatement',
    })
    expect(claim.created_at).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/)

    const proof = await link(alice.token, first)
    expect(proof.statusCode).toBe(200)
    expect(proof.json().source).not.toBeNull()
    const field = { name: '$ETH', value: lower, verified_at: expect.any(String), is_legacy_proof: false }
    expect(proof.json().identity_proofs).toEqual([field])
    expect((await t.call('GET', `/api/v1/accounts/${alice.id}`)).json().identity_proofs).toEqual([field])
    // Linking the same address again replaces the proof.
    expect((await link(alice.token, first)).json().identity_proofs).toHaveLength(1)
  })

  it.each([
    [
      'a 0x prefix',
      (b: Record<string, unknown>) => (b.signature = `0x${b.signature as string}`),
      'invalid signature encoding',
    ],
    ['text', (b: Record<string, unknown>) => (b.signature = 'not hex'), 'invalid signature encoding'],
    [
      'a short signature',
      (b: Record<string, unknown>) => (b.signature = (b.signature as string).slice(0, 128)),
      'invalid signature',
    ],
    [
      'another chain',
      (b: Record<string, unknown>) => (b.did = (b.did as string).replace('eip155:1:', 'eip155:5:')),
      'unsupported chain ID',
    ],
    [
      'another address in the DID',
      (b: Record<string, unknown>) => (b.did = `did:pkh:eip155:1:${second.address.toLowerCase()}`),
      'invalid signature',
    ],
    [
      'a did:key',
      (b: Record<string, unknown>) => (b.did = 'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2'),
      'unexpected DID type',
    ],
    ['no DID', (b: Record<string, unknown>) => (b.did = 'wallet'), 'invalid DID'],
  ])('refuses %s: %s', async (_, change, message) => {
    const alice = await t.signUp('alice')
    const res = await link(alice.token, first, change)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe(message)
  })

  it('refuses a second address and an address another member linked', async () => {
    const alice = await t.signUp('alice')
    const bob = await t.signUp('bob')
    expect((await link(alice.token, first)).statusCode).toBe(200)
    expect(errorOf(await link(alice.token, second)).error_description).toBe("DID doesn't match current identity")
    expect(errorOf(await link(bob.token, first)).error_description).toBe('DID already associated with another user')
    expect((await link(bob.token, second)).statusCode).toBe(200)
  })

  it('refuses a signature by another wallet', async () => {
    const alice = await t.signUp('alice')
    const claim = (await getClaim(alice.token, first.address)).json() as Claim
    const signature = (await second.signMessage(claim.claim)).slice(2)
    const res = await postProof(alice.token, {
      proof_type: 'ethereum',
      did: claim.did,
      signature,
      created_at: claim.created_at,
    })
    expect(errorOf(res).error_description).toBe('invalid signature')
  })
})
