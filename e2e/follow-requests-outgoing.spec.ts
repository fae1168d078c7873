import { DEMO_PASSWORD_SUFFIX } from '../server/db/seed-content'
import { expect, expectNoA11yViolations, signIn, test } from './fixtures'

// The follow requests a member sent (issue 22): on Mitra 5.9 (GET /api/v1/follow_requests/outgoing,
// 4.19.0) dave sees his pending request to the locked account grace under "Requests you sent" and
// cancels it (POST /api/v1/accounts/{id}/unfollow); on 3.21 the section does not show.

test('dave cancels the follow request he sent to grace on 5.9; on 3.21 the sent requests do not show', async ({
  page,
  mitra,
}) => {
  await signIn(page, 'dave', 'dave' + DEMO_PASSWORD_SUFFIX)
  await page.goto('/follow-requests')
  await expect(page.getByRole('heading', { level: 1, name: 'Follow requests' })).toBeVisible()
  await expect(page.getByText('No follow requests found')).toBeVisible()
  const sent = page.getByRole('region', { name: 'Requests you sent' })

  if (mitra === '3.21') {
    await expect(page.getByRole('heading', { level: 2, name: 'Requests you sent' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Cancel the request to / })).toHaveCount(0)
    return
  }

  const list = sent.getByRole('list', { name: 'Requests you sent' })
  await expect(list.getByRole('link', { name: /Grace Hopper-Nakamura/ })).toBeVisible()
  await expectNoA11yViolations(page, 'follow requests with sent requests')

  await list.getByRole('button', { name: 'Cancel the request to @grace' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your follow request to @grace was cancelled.' }),
  ).toBeVisible()
  await expect(sent.getByText('You have no follow requests waiting for an answer')).toBeVisible()
  await expect(sent.getByRole('heading', { level: 2, name: 'Requests you sent' })).toBeFocused()

  // The request is gone on the server: the profile offers Follow again, and the list stays empty.
  await page.goto('/@grace')
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel follow request' })).toHaveCount(0)
  await page.goto('/follow-requests')
  await expect(sent.getByText('You have no follow requests waiting for an answer')).toBeVisible()
})
