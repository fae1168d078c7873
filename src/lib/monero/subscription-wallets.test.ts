import { describe, expect, it } from 'vitest'
import type { Blockchain } from '@/api/instance/types'
import { meetsMinimum, pricePerSecondFor, subscriptionWallets } from './subscription-wallets'

const XMR = 'monero:418015bb9ae982a1975da7d79277c270'
const chain = (chain_metadata: Record<string, unknown> | null, subscriptions = true, chain_id = XMR) =>
  ({ chain_id, chain_metadata, features: { subscriptions } }) as Blockchain

describe('subscriptionWallets', () => {
  it("reads Mitra 3.21's entry (no forwarding field, no minimum) as the instance's wallet only", () => {
    expect(subscriptionWallets({ blockchains: [chain(null)] })).toEqual([
      { type: 'monero', chainId: XMR, minimumMonthly: 0 },
    ])
    expect(subscriptionWallets({ blockchains: [chain({ description: '<p>Hi</p>' })] })).toEqual([
      { type: 'monero', chainId: XMR, minimumMonthly: 0 },
    ])
  })

  it('offers monero-light for an entry that needs no forwarding (4.15) and takes the largest minimum of the chain (4.5.1)', () => {
    const blockchains = [
      chain({ is_forwarding_required: true, description: null, payment_amount_min: 1_000_000_000 }),
      chain({ is_forwarding_required: false, description: null, payment_amount_min: 0 }),
    ]
    expect(subscriptionWallets({ blockchains })).toEqual([
      { type: 'monero', chainId: XMR, minimumMonthly: 1_000_000_000 },
      { type: 'monero-light', chainId: XMR, minimumMonthly: 1_000_000_000 },
    ])
    expect(subscriptionWallets({ blockchains: [blockchains[1]!] })).toEqual([
      { type: 'monero-light', chainId: XMR, minimumMonthly: 0 },
    ])
  })

  it('leaves out chains without subscriptions, other chains and junk minimums', () => {
    expect(subscriptionWallets({ blockchains: [chain(null, false)] })).toEqual([])
    expect(subscriptionWallets({ blockchains: [chain(null, true, 'eip155:1')] })).toEqual([])
    expect(subscriptionWallets({ blockchains: [chain({ payment_amount_min: '5' })] })).toEqual([
      { type: 'monero', chainId: XMR, minimumMonthly: 0 },
    ])
    expect(subscriptionWallets(null)).toEqual([])
  })
})

describe('pricePerSecondFor and meetsMinimum', () => {
  const MIN = 1_000_000_000

  it('rounds down without a minimum', () => {
    expect(pricePerSecondFor(100_000_000_000n, 0)).toBe(38580)
    expect(pricePerSecondFor(1000n, 0)).toBe(0)
  })

  it('sends a monthly price equal to the minimum as a price the server takes', () => {
    // 0.001 XMR / 2 592 000 s = 385.8: rounded down, the server would read 0.000997920 a month.
    const price = pricePerSecondFor(BigInt(MIN), MIN)
    expect(price).toBe(386)
    expect(meetsMinimum(price, MIN)).toBe(true)
    expect(meetsMinimum(385, MIN)).toBe(false)
  })

  it('leaves a price under the minimum under it, so the form can say so', () => {
    const price = pricePerSecondFor(500_000_000n, MIN)
    expect(price).toBe(192)
    expect(meetsMinimum(price, MIN)).toBe(false)
    expect(pricePerSecondFor(100_000_000_000n, MIN)).toBe(38580)
  })
})
