// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { relationshipKeys } from '@/api/relationships/queries'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { FollowRequestList } from './follow-request-list'
import { makeAccount, makeRelationship, uuidOf } from '@/lib/testing/fixtures'
import { pageResponse, renderSignedIn, resetScreen } from '@/lib/testing/render-screen'

const account = (n: number) => makeAccount({ id: uuidOf(n), username: `user${n}`, display_name: `User ${n}` })
const accounts = (from: number, count: number) => Array.from({ length: count }, (_, i) => account(from + i))

const relationshipOf = makeRelationship

const setup = (handler: StubHandler) =>
  renderSignedIn(<FollowRequestList label="Follow requests" />, { path: '/follow-requests', handler })

afterEach(resetScreen)

describe('FollowRequestList', () => {
  it('says when there are no requests', async () => {
    setup(() => pageResponse([]))
    expect(await screen.findByText('No follow requests found')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more requests' })).toBeNull()
  })

  it('pages by the Link URL on the API origin with Show more requests', async () => {
    const { calls } = setup((req) =>
      req.url.searchParams.get('max_id') === 'cursor-1'
        ? pageResponse(accounts(20, 2))
        : pageResponse(accounts(0, 20), 'https://elsewhere.example/api/v1/follow_requests?max_id=cursor-1'),
    )
    const list = await screen.findByRole('list', { name: 'Follow requests' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    expect(calls[0]?.url.search).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Show more requests' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(22))
    expect(calls.at(-1)?.url.origin).toBe('http://localhost')
    expect(calls.at(-1)?.path).toBe('/api/v1/follow_requests')
    expect(screen.queryByRole('button', { name: 'Show more requests' })).toBeNull()
  })

  it('shows an error with Retry, and the list once it loads', async () => {
    let fail = true
    setup(() => (fail ? errorResponse(500, 'database is asleep') : pageResponse(accounts(0, 1))))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The server ran into a problem (500 Internal Server Error).')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /User 0/ })).toBeTruthy()
  })

  it('accepts a request: the card is busy, then leaves, and the relationship is updated', async () => {
    let release: () => void = () => {}
    const { calls, client } = setup(async (req) => {
      if (req.method === 'POST') {
        await new Promise<void>((resolve) => (release = resolve))
        return jsonResponse(200, relationshipOf(uuidOf(0), { followed_by: true }))
      }
      return pageResponse(accounts(0, 2))
    })
    const accept = await screen.findByRole('button', { name: 'Accept @user0' })
    await userEvent.click(accept)
    expect(accept.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Reject @user0' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Accept @user1' }).hasAttribute('disabled')).toBe(false)
    release()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept @user0' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Accept @user1' })).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`/api/v1/follow_requests/${uuidOf(0)}/authorize`)
    expect(client.getQueryData(relationshipKeys.detail(uuidOf(0)))).toMatchObject({ followed_by: true })
  })

  it('rejects a request, and shows a failure on its card', async () => {
    const { calls } = setup((req) => {
      if (req.method === 'POST')
        return req.path.endsWith(`/${uuidOf(0)}/reject`)
          ? errorResponse(404, 'follow request not found')
          : jsonResponse(200, relationshipOf(uuidOf(1)))
      return pageResponse(accounts(0, 2))
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Reject @user0' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('follow request not found')
    expect(alert.closest('li')?.textContent).toContain('User 0')
    await userEvent.click(screen.getByRole('button', { name: 'Reject @user1' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject @user1' })).toBeNull())
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/follow_requests/${uuidOf(0)}/reject`,
      `/api/v1/follow_requests/${uuidOf(1)}/reject`,
    ])
  })
})
