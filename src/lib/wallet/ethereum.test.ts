import { privateKeyToAccount } from 'viem/accounts'
import { hashMessage, recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { connectEthereumWallet, isUserRejection, utf8ToHex, type Eip1193Provider } from './ethereum'
import { createLoginMessage } from './login-message'

// Hardhat test account #1: a published test key, never a real wallet.
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An EIP-1193 provider that answers with the lowercase account and signs with the test key. */
function testProvider(options: { reject?: boolean; accounts?: string[] } = {}) {
  const account = privateKeyToAccount(KEY)
  const requests: { method: string; params?: readonly unknown[] }[] = []
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      requests.push({ method, params })
      if (method === 'eth_requestAccounts') return options.accounts ?? [ADDRESS.toLowerCase()]
      if (method === 'personal_sign') {
        if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        return account.signMessage({ message: { raw: params?.[0] as `0x${string}` } })
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return { provider, requests }
}

describe('Ethereum wallet access', () => {
  it('signs the EIP-4361 test vector as the server expects', async () => {
    const { provider, requests } = testProvider()
    const wallet = await connectEthereumWallet(provider)
    expect(wallet?.address).toBe(ADDRESS)
    const message = createLoginMessage('ethereum', wallet?.address ?? '', {
      domain: 'mitra.example',
      statement: 'Do not sign this message on other sites!',
      uri: 'https://mitra.example',
      now: () => new Date('2025-03-24T12:00:00.000Z'),
      nonce: () => '0123456789abcdef',
    })
    expect(hashMessage(message)).toBe('0x61709d30d6f55d793480dbb0ee4f392879dc0c1635e9f62035c164b154a48cf3')
    const signature = await wallet?.sign(message)
    expect(signature).toBe(
      '0x98f9e4e028489fca960f946cf16755fcaf43bcd0ccb029de6fcecb75f968cdf706bb81dd2e27c997591ec8f85814994ddb60ff29bdad0cd76534a2c1f1d31ded1b',
    )
    expect(await recoverMessageAddress({ message, signature: signature as `0x${string}` })).toBe(ADDRESS)
    expect(requests[1]).toEqual({ method: 'personal_sign', params: [utf8ToHex(message), ADDRESS.toLowerCase()] })
  })

  it('returns null for a refused signature and rethrows other failures', async () => {
    const wallet = await connectEthereumWallet(testProvider({ reject: true }).provider)
    await expect(wallet?.sign('x')).resolves.toBeNull()
    expect(isUserRejection({ cause: { code: 4001 } })).toBe(true)
    expect(isUserRejection(new Error('boom'))).toBe(false)
  })

  it('finds no wallet without a provider, without accounts or when the request fails', async () => {
    await expect(connectEthereumWallet(null)).resolves.toBeNull()
    await expect(connectEthereumWallet(testProvider({ accounts: [] }).provider)).resolves.toBeNull()
    const failing: Eip1193Provider = { request: () => Promise.reject(new Error('locked')) }
    await expect(connectEthereumWallet(failing)).resolves.toBeNull()
  })

  it('hex-encodes the message as UTF-8', () => {
    expect(utf8ToHex('a\né')).toBe('0x610ac3a9')
  })
})
