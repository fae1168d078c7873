import { describe, expect, it } from 'vitest'
import { canRemoveIdentityProofs, proofDid } from './removal'

const at = (release: string) => ({ version: `4.0.0 (compatible; Mitra ${release})` })

describe('removing an identity proof', () => {
  it('is offered from Mitra 4.15.0 on', () => {
    expect([at('3.21.0'), at('4.14.9'), at('4.15.0'), at('5.9.1'), null].map(canRemoveIdentityProofs)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ])
  })

  it('names the DID of a key or an Ethereum address as the account shows them, and of nothing else', () => {
    expect(proofDid({ name: 'Key', value: 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2' })).toBe(
      'did:key:z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
    )
    expect(proofDid({ name: '$ETH', value: '0xb9c5714089478a327f09197987f16f9e5d936e8a' })).toBe(
      'did:pkh:eip155:1:0xb9c5714089478a327f09197987f16f9e5d936e8a',
    )
    expect(proofDid({ name: 'Key', value: 'not a key' })).toBeNull()
    expect(proofDid({ name: 'Website', value: 'https://example.org' })).toBeNull()
  })
})
