import { describe, expect, it } from 'vitest'
import type { Field, PaymentOption } from '@/api/accounts/types'
import { currencyOfLabel, subscriptionLinkOf, tipOptionsOf } from './payment-options'

const field = (name: string, value: string): Field => ({ name, value, verified_at: null })
const account = (fields: Field[], payment_options: PaymentOption[] = [], acct = 'alice') => ({
  id: 'id-1',
  acct,
  fields,
  payment_options,
})
const monero = (object_id: string | null = null): PaymentOption => ({
  type: 'monero-subscription',
  chain_id: 'monero:418015bb9ae982a1975da7d79277c270',
  price: 41,
  object_id,
})

describe('tip address recognition', () => {
  it.each([
    ['$BTC', 'BTC'],
    ['$bch', 'BCH'],
    ['$Dash', 'DASH'],
    ['$DOGE', 'DOGE'],
    ['$eth', 'ETH'],
    ['$LTC', 'LTC'],
    ['$xmr', 'XMR'],
    ['$Zec', 'ZEC'],
    ['⚡', 'LN'],
    ['Lightning address', 'LN'],
    ['LUD16', 'LN'],
  ])('recognises %s as %s', (label, code) => {
    expect(currencyOfLabel(label)).toBe(code)
  })

  it.each(['BTC', ' $BTC', '$BTC ', '$ETC', 'Bitcoin', 'lightning', 'Website', ''])('ignores %j', (label) => {
    expect(currencyOfLabel(label)).toBeNull()
  })

  it('keeps field order, the first field per currency, and trims values', () => {
    const options = tipOptionsOf(
      account([
        field('Website', 'https://example.com'),
        field('$ETH', ' 0xabc '),
        field('$BTC', 'bc1qfirst'),
        field('$btc', 'bc1qsecond'),
        field('⚡', 'alice@getalby.com'),
      ]),
      true,
    )
    expect(options).toEqual([
      { code: 'ETH', name: 'Ethereum', address: '0xabc', subscription: null },
      { code: 'BTC', name: 'Bitcoin', address: 'bc1qfirst', subscription: null },
      { code: 'LN', name: 'Bitcoin Lightning', address: 'alice@getalby.com', subscription: null },
    ])
  })

  it('reads the address out of the sanitised field HTML', () => {
    const [option] = tipOptionsOf(account([field('lud16', '<a href="mailto:a@b.c">a@b.c</a> &amp; more')]), false)
    expect(option?.address).toBe('a@b.c & more')
  })

  it('merges the Monero subscription link into the XMR entry', () => {
    const options = tipOptionsOf(account([field('$XMR', '4abc'), field('$BTC', 'bc1')], [monero()]), true)
    expect(options[0]).toEqual({
      code: 'XMR',
      name: 'Monero',
      address: '4abc',
      subscription: { kind: 'internal', to: '/@alice/subscription' },
    })
  })

  it('adds an XMR entry without address when only a subscription exists', () => {
    const options = tipOptionsOf(
      account([field('$BTC', 'bc1')], [{ type: 'link', name: 'MoneroSubscription', href: 'https://pay.example/x' }]),
      false,
    )
    expect(options[1]).toEqual({
      code: 'XMR',
      name: 'Monero',
      address: null,
      subscription: { kind: 'external', href: 'https://pay.example/x' },
    })
  })
})

describe('subscription links', () => {
  it('skips a local option when the instance has no subscriptions', () => {
    expect(subscriptionLinkOf(account([], [monero()]), false)).toBeNull()
    expect(subscriptionLinkOf(account([], [monero()]), true)).toEqual({ kind: 'internal', to: '/@alice/subscription' })
  })

  it('keeps a remote option and links by id when acct is a URL', () => {
    expect(
      subscriptionLinkOf(account([], [monero('https://remote.example/objects/1')], 'bob@remote.example'), false),
    ).toEqual({
      kind: 'internal',
      to: '/@bob@remote.example/subscription',
    })
    expect(subscriptionLinkOf(account([], [monero('x')], 'https://remote.example/actor'), false)).toEqual({
      kind: 'internal',
      to: '/profile/id-1/subscription',
    })
  })

  it('ignores a link whose address is not http(s), and goes on to the next option', () => {
    const link = (href: string) => ({ type: 'link' as const, name: 'MoneroSubscription', href })
    expect(subscriptionLinkOf(account([], [link('javascript:alert(1)')]), true)).toBeNull()
    expect(subscriptionLinkOf(account([], [link('data:text/html,x'), monero()]), true)).toEqual({
      kind: 'internal',
      to: '/@alice/subscription',
    })
  })

  it('ignores other links', () => {
    expect(
      subscriptionLinkOf(account([], [{ type: 'link', name: 'Patreon', href: 'https://p.example' }]), true),
    ).toBeNull()
  })
})
