import { expect, expectNoA11yViolations, signIn, test } from './fixtures'
import { person, publish, tokenOf } from './support/posts'
import type { Page } from '@playwright/test'

// Mitra 5.9's notification types (issue 22). A payment that arrives at alice's own wallet signed by
// nobody (the light wallet monitor, `payment_anonymous` since 4.17.0, with `payment_amount` since
// 4.18.0) and an admin deleting her post (`moderation_warning`, 5.9.0) each reach her Notifications:
// the amount in XMR, and the warning set apart. On 3.21 there is neither: no monero-light option,
// no admin API, and the list shows only what 3.21 sends.

const PAYOUT = '47D9SkF2137AB5V61D97hZGU2vZEzLHJ2fTtpAffrANo3rbC5eePyduPUjaG4zTATLV4Cfp7t8e98bLsSXmcoh96PWi1HfU'
const VIEW_KEY = `${'ab'.repeat(31)}0c`

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('a member is told of an anonymous payment and of a moderator’s warning on 5.9; 3.21 has neither', async ({
  page,
  instance,
  mitra,
}) => {
  const alice = person(instance, 'alice')
  const aliceToken = await tokenOf(instance, 'alice')
  const post = await publish(instance, aliceToken, { status: 'Buy cheap watches at example.com' })

  if (mitra === '5.9') {
    // alice is paid on her own wallet (monero-light); the instance has its anonymous account.
    await instance.cli('update-config', 'monero_subscriptions', 'true')
    const { blockchains } = await instance.api<{ blockchains: { chain_id: string }[] }>('/api/v1/instance')
    await instance.api('/api/v1/subscriptions/options', {
      method: 'POST',
      token: aliceToken,
      body: JSON.stringify({
        type: 'monero-light',
        chain_id: blockchains[0]?.chain_id,
        price: 38580,
        payout_address: PAYOUT,
        view_key: VIEW_KEY,
      }),
    })
    await instance.cli('create-system-account', 'anonymous')
    await instance.cli('receive-direct-payment', 'alice', '500000000000')
    // The admin deletes her post through the admin API (no reason: the API takes none).
    const adminToken = await tokenOf(instance, instance.demo.admin.username)
    await instance.api(`/api/v1/admin/posts/${post.id}`, { method: 'DELETE', token: adminToken })
  }

  await signIn(page, alice.username, alice.password)
  await nav(page)
    .getByRole('link', { name: /^Notifications/ })
    .click()
  const list = page.getByRole('feed', { name: 'Notifications' })
  await expect(list.getByRole('article').first()).toBeVisible()
  const payment = list.getByRole('article', { name: 'Someone paid 0.5 XMR for your subscription' })
  const warning = list.getByRole('article', { name: /^Parley Admin deleted one of your posts/ })

  if (mitra === '3.21') {
    await expect(payment).toHaveCount(0)
    await expect(warning).toHaveCount(0)
    await expect(list.getByText('Warning from the moderators')).toHaveCount(0)
    return
  }

  // Newest first: the warning, then the payment.
  await expect(list.getByRole('article').nth(0)).toHaveAccessibleName(/^Parley Admin deleted one of your posts/)
  await expect(list.getByRole('article').nth(1)).toHaveAccessibleName(/^Someone paid 0\.5 XMR for your subscription/)
  await expect(warning.getByText('Warning from the moderators')).toBeVisible()
  await expect(warning.getByText('No reason was given.')).toBeVisible()
  await expect(warning.getByRole('link', { name: 'Parley Admin' })).toHaveAttribute('href', '/@admin')
  // The anonymous sender is nobody to link to.
  await expect(list.getByRole('article').nth(1).getByRole('link')).toHaveCount(0)
  await expectNoA11yViolations(page, 'notifications with an anonymous payment and a warning')

  // Neither is a mention.
  await page.getByRole('tab', { name: 'Mentions' }).click()
  await expect(page.getByText('Warning from the moderators')).toHaveCount(0)
  await expect(page.getByText('Someone paid 0.5 XMR for your subscription')).toHaveCount(0)
})
