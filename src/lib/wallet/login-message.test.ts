import { describe, expect, it } from 'vitest'
import { buildLoginMessage, createLoginMessage, randomNonce } from './login-message'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const XMR = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
const STATEMENT = 'Do not sign this message on other sites!'

const fixed = (iso: string, nonce: string) => ({ now: () => new Date(iso), nonce: () => nonce })

describe('wallet login messages', () => {
  it('writes the EIP-4361 text of the server test vector byte for byte', () => {
    const message = createLoginMessage('ethereum', ADDRESS, {
      domain: 'example.com',
      statement: 'test',
      uri: 'https://example.com',
      ...fixed('2022-02-14T22:27:35.500Z', '3cb7760eac2f'),
    })
    expect(message).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'test',
        '',
        'URI: https://example.com',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 3cb7760eac2f',
        'Issued At: 2022-02-14T22:27:35.500Z',
      ].join('\n'),
    )
    expect(new TextEncoder().encode(message).length).toBe(214)
  })

  it('writes the client-format Ethereum message with the default login message', () => {
    const message = createLoginMessage('ethereum', ADDRESS, {
      domain: 'mitra.example',
      statement: STATEMENT,
      uri: 'https://mitra.example',
      ...fixed('2025-03-24T12:00:00Z', '0123456789abcdef'),
    })
    expect(message).toBe(
      `mitra.example wants you to sign in with your Ethereum account:\n${ADDRESS}\n\n${STATEMENT}\n\n` +
        'URI: https://mitra.example\nVersion: 1\nChain ID: 1\nNonce: 0123456789abcdef\nIssued At: 2025-03-24T12:00:00.000Z',
    )
    expect(message.endsWith('\n')).toBe(false)
    expect(message.includes('\r')).toBe(false)
  })

  it('writes the Monero CAIP-122 message without a Chain ID line', () => {
    const message = buildLoginMessage('monero', {
      domain: 'mitra.example',
      address: XMR,
      statement: STATEMENT,
      uri: 'https://mitra.example',
      nonce: '0123456789abcdef',
      issuedAt: '2025-03-24T12:00:00.000Z',
    })
    expect(message).toBe(
      `mitra.example wants you to sign in with your Monero account:\n${XMR}\n\n${STATEMENT}\n\n` +
        'URI: https://mitra.example\nVersion: 1\nNonce: 0123456789abcdef\nIssued At: 2025-03-24T12:00:00.000Z',
    )
    expect(new TextEncoder().encode(message).length).toBe(297)
  })

  it('makes 16 lowercase hex characters of nonce from 8 random bytes', () => {
    expect(randomNonce((bytes) => bytes.fill(0xab))).toBe('abababababababab')
    const nonce = randomNonce()
    expect(nonce).toMatch(/^[0-9a-f]{16}$/)
    expect(randomNonce()).not.toBe(nonce)
  })

  it('uses a fresh nonce and the current time by default', () => {
    const message = createLoginMessage('monero', XMR, { domain: 'd', statement: 's', uri: 'https://d' })
    expect(message).toMatch(/\nNonce: [0-9a-f]{16}\nIssued At: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })
})
