import { describe, expect, it } from 'vitest'
import { createLoginMessage } from '@/lib/wallet/login-message'
import { walletLoginDomain } from './wallet-domain'

const v3 = '4.0.0 (compatible; Mitra 3.21.0)'
const v5 = '4.0.0 (compatible; Mitra 5.9.1)'

describe('walletLoginDomain', () => {
  it('takes uri when it is the host the client talks to, in every release', () => {
    expect(walletLoginDomain({ uri: 'example.com', version: v3 }, 'https://example.com')).toBe('example.com')
    expect(walletLoginDomain({ uri: 'example.com', version: v5 }, 'https://example.com')).toBe('example.com')
    // Mitra's uri has no port; the demo instance's has one.
    expect(walletLoginDomain({ uri: 'localhost', version: v5 }, 'http://localhost:8380')).toBe('localhost')
    expect(walletLoginDomain({ uri: '127.0.0.1:8380', version: v5 }, 'http://127.0.0.1:8380')).toBe('127.0.0.1:8380')
  })

  it('takes the API host on 5.1+ when uri is a separate WebFinger domain', () => {
    expect(walletLoginDomain({ uri: 'example.com', version: v5 }, 'https://social.example.com')).toBe(
      'social.example.com',
    )
    expect(
      walletLoginDomain(
        { uri: 'example.com', version: '4.0.0 (compatible; Mitra 5.1.0)' },
        'https://mitra.example.com',
      ),
    ).toBe('mitra.example.com')
  })

  it('keeps uri before 5.1, where it is always the host the server checks', () => {
    expect(walletLoginDomain({ uri: 'example.com', version: v3 }, 'https://alias.example.net')).toBe('example.com')
    expect(
      walletLoginDomain(
        { uri: 'example.com', version: '4.0.0 (compatible; Mitra 5.0.0)' },
        'https://alias.example.net',
      ),
    ).toBe('example.com')
    // A server that does not say its release is taken as 3.21.
    expect(walletLoginDomain({ uri: 'example.com', version: '4.0.0' }, 'https://alias.example.net')).toBe('example.com')
  })

  it('puts that domain in the first line of the EIP-4361 message (NOTES.md vector layout)', () => {
    const domain = walletLoginDomain({ uri: 'example.org', version: v5 }, 'https://example.com')
    const message = createLoginMessage('ethereum', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', {
      domain,
      statement: 'test',
      uri: 'https://example.com',
      now: () => new Date('2022-02-14T22:27:35.500Z'),
      nonce: () => '3cb7760eac2f',
    })
    expect(message.split('\n')[0]).toBe('example.com wants you to sign in with your Ethereum account:')
  })
})
