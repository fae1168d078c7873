import { describe, expect, it } from 'vitest'
import { ethereumTestWallet, moneroTestWallet, TEST_ETHEREUM_KEYS } from '../../e2e/support/wallets'
import { recoverPersonalSignAddress, hexBytes } from './ethereum'
import { parseMoneroAddress, verifyMoneroMessage } from './monero'

// The journeys' wallets (e2e/support/wallets.ts), checked with the server's own verifiers.
describe('test wallets', () => {
  it('signs EIP-191 messages the server recovers to the checksummed address', async () => {
    for (const key of TEST_ETHEREUM_KEYS) {
      const wallet = ethereumTestWallet(key)
      expect(wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      const signature = await wallet.signMessage('hello')
      expect(await recoverPersonalSignAddress('hello', hexBytes(signature, { allowPrefix: true })!)).toBe(
        wallet.address.toLowerCase(),
      )
      const raw = await wallet.signMessage({ raw: `0x${Buffer.from('hello').toString('hex')}` })
      expect(raw).toBe(signature)
    }
    expect(ethereumTestWallet().address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(ethereumTestWallet(TEST_ETHEREUM_KEYS[0].slice(2)).address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })

  it('has the M3 mainnet address and signs SigV2 with the spend or view key', () => {
    const wallet = moneroTestWallet()
    expect(wallet.address).toBe(
      '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU',
    )
    expect(parseMoneroAddress(wallet.address)).toMatchObject({ network: 'mainnet', kind: 'standard' })
    const spend = wallet.signMessage('a\nb')
    expect(spend).toMatch(/^SigV2[1-9A-HJ-NP-Za-km-z]{88}$/)
    expect(verifyMoneroMessage('a\nb', wallet.address, spend)).toEqual({
      good: true,
      version: 2,
      signatureType: 'spend',
    })
    expect(verifyMoneroMessage('a\nb', wallet.address, wallet.signMessage('a\nb', { key: 'view' }))).toEqual({
      good: true,
      version: 2,
      signatureType: 'view',
    })
    expect(verifyMoneroMessage('a\nb\n', wallet.address, spend).good).toBe(false)
  })
})
