// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { RouteParams, type Params } from '@/lib/router'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, uuidOf } from '@/lib/testing/fixtures'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { ProfileSubScreen } from './profile-sub-screen'

const BOB_ID = uuidOf(0xb1)
const bob = makeAccount({ id: BOB_ID, username: 'bob', display_name: 'Bob Baker' })

function setup(params: Params, handler: StubHandler) {
  return renderSignedIn(
    <RouteParams params={params}>
      <ProfileSubScreen fallbackTitle="Gallery" titleOf={(name) => `Gallery of ${name}`}>
        {(account) => <p>Pictures of {account.username}</p>}
      </ProfileSubScreen>
    </RouteParams>,
    // Parts of the screen ask for the instance too: answered here, everything else by `handler`.
    {
      path: '/@bob/gallery',
      handler: (req) => (req.path === '/api/v1/instance' ? jsonResponse(200, makeInstance()) : handler(req)),
    },
  )
}

afterEach(resetScreen)

describe('ProfileSubScreen', () => {
  it('looks the address up and heads the screen with the name and a way back', async () => {
    const { calls } = setup({ acct: '@bob' }, () => jsonResponse(200, bob))
    expect(await screen.findByRole('heading', { level: 1, name: 'Gallery of Bob Baker' })).toBeTruthy()
    expect(screen.getByText('Pictures of bob')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to profile' }).getAttribute('href')).toBe('/@bob')
    expect(calls[0]?.url.searchParams.get('acct')).toBe('bob')
  })

  it('links back by id when opened by id', async () => {
    setup({ profileId: BOB_ID }, () => jsonResponse(200, bob))
    expect((await screen.findByRole('link', { name: 'Back to profile' })).getAttribute('href')).toBe(
      `/profile/${BOB_ID}`,
    )
  })

  it('says when the profile does not exist', async () => {
    setup({ acct: 'nobody' }, () => errorResponse(404, 'profile not found'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeTruthy()
  })

  it('shows a failure with Retry under the plain title, then the screen', async () => {
    let fail = true
    setup({ acct: 'bob' }, () => (fail ? errorResponse(500, 'asleep') : jsonResponse(200, bob)))
    const alert = await screen.findByRole('alert')
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeTruthy()
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Pictures of bob')).toBeTruthy()
  })
})
