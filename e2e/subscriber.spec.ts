import { expect, expectNoA11yViolations, logOut, signIn, test } from './fixtures'

// Subscriber details (issue 6): carol grants alice, a follower, 7 days of access; alice sees the
// active subscription on carol's subscription page.

const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'

test('a creator grants a follower 7 days and the subscriber sees it', async ({ page, instance }) => {
  await instance.cli('update-config', 'monero_subscriptions', 'true')
  const carolToken = await instance.token('carol', 'carol-demo-pass')
  const aliceToken = await instance.token('alice', 'alice-demo-pass')
  const { blockchains } = await instance.api<{ blockchains: { chain_id: string }[] }>('/api/v1/instance')
  await instance.api('/api/v1/subscriptions/options', {
    method: 'POST',
    token: carolToken,
    body: JSON.stringify({ type: 'monero', chain_id: blockchains[0]?.chain_id, price: 38580, payout_address: PAYOUT }),
  })
  const carol = await instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=carol')
  const alice = await instance.api<{ id: string }>('/api/v1/accounts/lookup?acct=alice')
  await instance.api(`/api/v1/accounts/${carol.id}/follow`, { method: 'POST', token: aliceToken, body: '{}' })

  await signIn(page, 'carol', 'carol-demo-pass')
  await page.goto(`/subscriber/${alice.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriber details' })).toBeVisible()
  await expect(page.getByText('No subscription info')).toBeVisible()
  await expectNoA11yViolations(page, 'subscriber details')

  const duration = page.getByLabel('Duration', { exact: true })
  const grant = page.getByRole('button', { name: 'Grant access' })
  await duration.fill('')
  await expect(grant).toBeDisabled()
  await duration.fill('7')
  await page.getByLabel('Unit').selectOption('days')
  await grant.click()
  await expect(page.getByText('Access granted')).toBeVisible()
  await expect(page.getByText(/^Subscription expires on/)).toBeVisible()
  const list = page.getByRole('list', { name: 'Your subscribers' })
  // The seed's subscribers (bob) are listed too: look at alice's entry.
  const aliceEntry = list.getByRole('listitem').filter({ hasText: '@alice' })
  await expect(aliceEntry).toBeVisible()
  await expect(aliceEntry.getByText(/^Expires on/)).toBeVisible()
  await expectNoA11yViolations(page, 'subscriber details after a grant')

  await logOut(page)
  await signIn(page, 'alice', 'alice-demo-pass')
  await page.goto('/@carol/subscription')
  await expect(page.getByText(/Subscription active until/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Extend', exact: true })).toBeVisible()
})
