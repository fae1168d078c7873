import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { hexBytes, isChecksumAddress, recoverPersonalSignAddress } from './ethereum'
import { parseSiweMessage, serializeSiweMessage, verifyEip4361 } from './siwe'

const HARDHAT_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// Mitra's own server test (eip4361.rs): hostname example.com, login message "test".
const E1 = [
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
].join('\n')
const E1_SIGNATURE =
  '0x9059c9a69c31e87d887262a574abcc33f320d5b778bea8a35c6fbdea94a17e9652b99f7cdd146ed67fa8e4bb02462774b958a129c421fe8d743a43bf67dcbcd61c'

const E2 = [
  'mitra.example wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  'Do not sign this message on other sites!',
  '',
  'URI: https://mitra.example',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 0123456789abcdef',
  'Issued At: 2025-03-24T12:00:00.000Z',
].join('\n')
const E2_SIGNATURE =
  '0x98f9e4e028489fca960f946cf16755fcaf43bcd0ccb029de6fcecb75f968cdf706bb81dd2e27c997591ec8f85814994ddb60ff29bdad0cd76534a2c1f1d31ded1b'

const e1 = { hostname: 'example.com', loginMessage: 'test', now: Date.now() }
const e2 = { hostname: 'mitra.example', loginMessage: 'Do not sign this message on other sites!', now: Date.now() }

describe('EIP-4361', () => {
  it('verifies Mitra test vector E1', async () => {
    expect(E1.length).toBe(214)
    expect(await verifyEip4361(E1, E1_SIGNATURE, e1)).toEqual({
      ok: true,
      session: {
        accountId: 'eip155:1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
        nonce: '3cb7760eac2f',
      },
    })
  })

  it('verifies the client-format vector E2, and viem signs it to the same bytes', async () => {
    expect((await verifyEip4361(E2, E2_SIGNATURE, e2)).ok).toBe(true)
    expect(await privateKeyToAccount(HARDHAT_1).signMessage({ message: E2 })).toBe(E2_SIGNATURE)
    // No 0x, and v as 0/1, are accepted too.
    const sig = hexBytes(E2_SIGNATURE, { allowPrefix: true })!
    sig[64] = sig[64]! - 27
    expect((await verifyEip4361(E2, Buffer.from(sig).toString('hex'), e2)).ok).toBe(true)
  })

  it.each([
    ['abc', 'xyz', 'invalid EIP-4361 message'],
    [E1, 'xyz', 'invalid signature string'],
    [E1, E1_SIGNATURE.slice(0, -2), 'invalid signature string'],
    [E1.replace('example.com wants', 'other.example wants'), E1_SIGNATURE, "domain doesn't match instance hostname"],
    [E1.replace('\ntest\n\n', '\n\n'), E1_SIGNATURE, 'statement is missing'],
    [E1.replace('\ntest\n', '\nother\n'), E1_SIGNATURE, "statement doesn't match login message"],
    [`${E1}\nExpiration Time: 2022-02-15T00:00:00Z`, E1_SIGNATURE, 'message is not currently valid'],
    [`${E1}\nNot Before: 2999-01-01T00:00:00Z`, E1_SIGNATURE, 'message is not currently valid'],
    [E1.replace('Nonce: 3cb7760eac2f', 'Nonce: 4cb7760eac2f'), E1_SIGNATURE, 'invalid signature'],
    [E1.replace('Chain ID: 1', 'Chain ID: 5'), E1_SIGNATURE, 'invalid signature'],
  ])('refuses %#: %s', async (message, signature, error) => {
    expect(await verifyEip4361(message, signature, e1)).toEqual({ ok: false, error: error })
  })

  it('parses like siwe-rs', () => {
    expect(parseSiweMessage(E1)).toMatchObject({
      domain: 'example.com',
      address: ADDRESS,
      statement: 'test',
      chainId: 1n,
      nonce: '3cb7760eac2f',
    })
    expect(parseSiweMessage(E1.replace(ADDRESS, ADDRESS.toLowerCase()))).toBeNull()
    expect(parseSiweMessage(`${E1}\n`)).toBeNull()
    expect(parseSiweMessage(E1.replace('Nonce: 3cb7760eac2f', 'Nonce: 1234567'))).toBeNull()
    expect(parseSiweMessage(E1.replace('Version: 1', 'Version: 2'))).toBeNull()
    expect(parseSiweMessage(E1.replace('\nIssued At: 2022-02-14T22:27:35.500Z', ''))).toBeNull()
    expect(parseSiweMessage(E1.replace('Issued At: 2022-02-14T22:27:35.500Z', 'Issued At: yesterday'))).toBeNull()
    expect(parseSiweMessage(E1.replace('Chain ID: 1\n', ''))).toBeNull()
    expect(parseSiweMessage(E1.replace('example.com wants', 'example.com/x wants'))).toBeNull()
    const full = `${E1}\nExpiration Time: 2030-01-01T00:00:00Z\nNot Before: 2020-01-01T00:00:00Z\nRequest ID: r1\nResources:\n- https://example.com/a`
    expect(parseSiweMessage(full)).toMatchObject({ requestId: 'r1', resources: ['https://example.com/a'] })
    expect(serializeSiweMessage(parseSiweMessage(full)!)).toBe(full)
    expect(parseSiweMessage(`${E1}\nUnexpected: x`)).toBeNull()
    // The skipped lines are not checked, and verification hashes the canonical text.
    const odd = E1.replace(`${ADDRESS}\n\n`, `${ADDRESS}\nskipped\n`)
    expect(serializeSiweMessage(parseSiweMessage(odd)!)).toBe(E1)
  })

  it('checks EIP-55 case and recovers signers', async () => {
    expect(isChecksumAddress(ADDRESS)).toBe(true)
    expect(isChecksumAddress(ADDRESS.toLowerCase())).toBe(false)
    expect(isChecksumAddress('0x0000000000000000000000000000000000000000')).toBe(true)
    expect(await recoverPersonalSignAddress('x', new Uint8Array(64))).toBeNull()
    expect(await recoverPersonalSignAddress('x', new Uint8Array(65))).toBeNull()
  })
})
