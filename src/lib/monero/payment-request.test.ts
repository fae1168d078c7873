import { gunzipSync, strFromU8 } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  encodePaymentRequest,
  localIsoTime,
  PAYMENT_REQUEST_PREFIX,
  sortedJson,
  subscriptionRequestFields,
  type PaymentRequestFields,
} from './payment-request'

const P1: PaymentRequestFields = {
  custom_label: 'My Subscription',
  sellers_wallet: '4At3X5rvVypTofgmueN9s9QtrzdRe5BueFrskAZi17BoYbhzysozzoMFB6zWnTKdGC6AxEAbEE5czFR3hbEEJbsm4hCeX2S',
  currency: 'USD',
  amount: '19.99',
  payment_id: '9fc88080d1d5dc09',
  start_date: '2023-04-26T13:45:33Z',
  days_per_billing_cycle: 30,
  number_of_payments: 0,
  change_indicator_url: 'www.example.com/api/monero-request',
}
const P1_ENCODED =
  'monero-request:1:H4sIAAAAAAACAy1P2U7DMBD8FeTnHjlLk7e0tEigItEWKH2xHHvbWPgIPmgTxL/jIJ52d2Z2ducbEam9cqhEcTEpCjRCtCHqDJgrxilx2mBvRKAvl8sErkS2AiZUyylp+VRqBUaPDXx6sG7Y9caAol3Qv+zu/gDrtMSC1DCYbLqbna8tNbx1XKsgYKSzuAWDay4EV2dMOyoAlWk0QsrLOjD6hFvSSVDOojLA/wPmLDgWJzqfR/OIxSxnNBoCWBACjMUXEuqQLKtcesjN12vX7vXpLD08FbZ4dqZnW8gXHtbGflRHHt8u9Hvd9J3Vfa8368Wsf1P7R3a/nFXXVVWvVjnt19u0Cd1DbWXWLOGQ7IaTjhiHGXHhc5RESTqOsnEy28dpmeVlmh7Rzy/y6ViJagEAAA=='

const P2 = subscriptionRequestFields({
  acct: 'alice@social.example',
  address: '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU',
  monthlyXmr: '0.1073',
  start: '2025-03-24T12:00:00.000+00:00',
})
const P2_JSON =
  '{"amount":"0.1073","change_indicator_url":"","currency":"XMR","custom_label":"Subscription to @alice@social.example","days_per_billing_cycle":30,"number_of_payments":0,"payment_id":"0000000000000000","sellers_wallet":"47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU","start_date":"2025-03-24T12:00:00.000+00:00"}'
const P2_ENCODED =
  'monero-request:1:H4sIAAAAAAACA11P30/CMBD+V0hfBdJ1g7k9MUEhBg2RgYSXputuUO3ape3UYfzf7YhPXi65e+65l+e+EG1UJy1KEZ56OA7QGLGaygsQLkvOqFWadFo4fmA6rUGy3qHT4/NvwVjVEEELGFr2XWGY5q3lSo6sGi2o4AwWRjFOxRQ+adMKcGMl7Q1pQZOCC8HlhbCeOSIN8BjJrikcoyrS0r4BaQ1KXfkPEF4OUv+ZW2lACNCGfFAXh3fCeJXs3+59L4iz2+g481ZJXJ/XB//9fHfdbh78KrdtVlU6e1KBLpYRwK4vu93hla7Da57l22O4rNrYziGZF1uzPzVM1cls98K9TXUYTlqqLSmpdcqRj/1ogoOJH+ZekGLsfOqU3WDPZej7ByDNvY9oAQAA'

const bytesOf = (encoded: string) =>
  Uint8Array.from(atob(encoded.slice(PAYMENT_REQUEST_PREFIX.length)), (c) => c.charCodeAt(0))
const decode = (encoded: string) => strFromU8(gunzipSync(bytesOf(encoded)))

describe('Monero recurring payment request', () => {
  it('sorts the keys and writes no whitespace', () => {
    expect(sortedJson(P2)).toBe(P2_JSON)
    expect(decode(P1_ENCODED)).toBe(sortedJson(P1))
  })

  it('gives the reference bytes of zlib at level 9', async () => {
    expect(await encodePaymentRequest(P1)).toBe(P1_ENCODED)
  })

  it('matches the published Mitra-style vector as far as that vector is intact', async () => {
    // The published string is damaged after byte 54: it does not inflate, and its CRC is not the
    // CRC of its JSON. The bytes before agree (header, block type and code length trees).
    const ours = bytesOf(await encodePaymentRequest(P2))
    expect(Array.from(ours.slice(0, 54))).toEqual(Array.from(bytesOf(P2_ENCODED).slice(0, 54)))
    expect(decode(await encodePaymentRequest(P2))).toBe(P2_JSON)
  })

  it('writes the gzip header of zlib at level 9: mtime 0, XFL 2, OS 3', async () => {
    const bytes = bytesOf(await encodePaymentRequest(P2))
    expect(Array.from(bytes.slice(0, 10))).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3])
    expect(decode(await encodePaymentRequest(P2))).toBe(P2_JSON)
  })

  it('writes the start date in local time with milliseconds and the offset', () => {
    const date = new Date('2025-03-24T12:00:00.000Z')
    const text = localIsoTime(date)
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000[+-]\d\d:\d\d$/)
    expect(new Date(text).getTime()).toBe(date.getTime())
  })
})
