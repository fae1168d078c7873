import { describe, expect, it } from 'vitest'
import {
  atomicToXmr,
  clampMonths,
  grantSeconds,
  isPayableAmount,
  paymentAmount,
  pricePerMonth,
  priceFromMonthlyXmr,
  roundSignificant,
  subscriptionMonths,
  xmrText,
  xmrToAtomic,
} from './amounts'
import { moneroPaymentUri } from './payment-uri'

describe('XMR conversions', () => {
  it.each([
    [1, 0.000000000001, '0.000000000001'],
    [77750000000, 0.07775, '0.07775'],
    [7775000000000000, 7775, '7775'],
  ])('shows %s piconero as %s XMR', (atomic, xmr, text) => {
    expect(atomicToXmr(atomic)).toBe(xmr)
    expect(xmrText(atomic)).toBe(text)
  })

  it.each([
    [0.000000000001, 1n],
    [0.07775, 77750000000n],
    [7775, 7775000000000000n],
    [0.001, 1000000000n],
    [0, 0n],
    [Number.NaN, 0n],
  ])('reads %s XMR as %s piconero', (xmr, atomic) => {
    expect(xmrToAtomic(xmr)).toBe(atomic)
  })

  it('rounds to significant digits half up', () => {
    expect([2, 3, 4, 5, 6].map((p) => roundSignificant(534985n, p))).toEqual([
      530000n,
      535000n,
      535000n,
      534990n,
      534985n,
    ])
  })
})

describe('subscription maths (price in piconero per second)', () => {
  it('shows the monthly price with 4 significant digits', () => {
    expect(pricePerMonth(12000)).toBe(31100000000n)
    expect(pricePerMonth(41387)).toBe(107300000000n)
  })

  it.each([
    [0.01, 311000000],
    [2.5, 77750000000],
    [1000, 31100000000000],
  ])('charges for %s months', (months, amount) => {
    expect(paymentAmount(12000, months)).toBe(amount)
    expect(subscriptionMonths(12000, amount)).toBe(months)
  })

  it.each([
    [0.01, 3858, '0.01', 10000000000, 30000000000],
    [0.1, 38580, '0.1', 100000000000, 300000000000],
    [0.5, 192901, '0.5', 500000000000, null],
    [1, 385802, '1', 1000000000000, null],
    [2.5, 964506, '2.5', 2500000000000, null],
    [0.0001, 38, '0.0000985', 98500000, null],
    [0.123456, 47629, '0.1235', null, null],
  ])('round-trips a monthly price of %s XMR', (monthly, price, shown, one, three) => {
    expect(priceFromMonthlyXmr(monthly)).toBe(price)
    expect(xmrText(pricePerMonth(price))).toBe(shown)
    if (one !== null) expect(paymentAmount(price, 1)).toBe(one)
    if (three !== null) expect(paymentAmount(price, 3)).toBe(three)
  })

  it('gives a zero price for a monthly price too small to express', () => {
    expect(priceFromMonthlyXmr(0.0000001)).toBe(0)
    expect(priceFromMonthlyXmr(0)).toBe(0)
  })

  it('clamps durations to 0..1000 months', () => {
    expect(clampMonths(1001)).toBe(1000)
    expect(clampMonths(5000)).toBe(1000)
    expect(clampMonths(3)).toBe(3)
    expect(clampMonths(Number.NaN)).toBe(0)
    expect(clampMonths(-2)).toBe(0)
  })

  it('asks for at least 0.001 XMR', () => {
    expect(isPayableAmount(1000000000)).toBe(true)
    expect(isPayableAmount(999999999)).toBe(false)
    expect(isPayableAmount(0)).toBe(false)
  })

  it('sends grants in seconds', () => {
    expect(grantSeconds(7, 'days')).toBe(604800)
    expect(grantSeconds(1, 'months')).toBe(2592000)
    expect(grantSeconds(1.5, 'months')).toBe(3888000)
  })
})

describe('moneroPaymentUri', () => {
  it('adds the amount in XMR when there is one', () => {
    expect(moneroPaymentUri('4Addr', 77750000000)).toBe('monero:4Addr?tx_amount=0.07775')
    expect(moneroPaymentUri('4Addr')).toBe('monero:4Addr')
    expect(moneroPaymentUri('4Addr', 0)).toBe('monero:4Addr')
  })
})
