// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { relationshipKeys } from '@/api/relationships/queries'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeRelationship } from '@/lib/testing/fixtures'
import { pageResponse, renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { toastStore } from '@/ui/toast/toast-store'
import { OutgoingRequestList } from './outgoing-request-list'

const BOB = '00000000-0000-4000-8000-000000000002'
const CAROL = '00000000-0000-4000-8000-000000000003'
const bob = makeAccount({ id: BOB, username: 'bob', acct: 'bob', display_name: 'Bob' })
const carol = makeAccount({ id: CAROL, username: 'carol', acct: 'carol@far.example', display_name: 'Carol' })

// A Relationship as Mitra sends it (the client's type leaves out the fields it does not read).
const relationship = (id: string) => ({
  ...makeRelationship(id),
  rejected_by: false,
  muting_notifications: false,
  blocking: false,
  blocked_by: false,
})

const setup = (handler: StubHandler) => renderSignedIn(<OutgoingRequestList />, { path: '/follow-requests', handler })

afterEach(resetScreen)

describe('OutgoingRequestList', () => {
  it('lists the sent requests under their heading, from follow_requests/outgoing', async () => {
    const { calls } = setup(() => pageResponse([carol, bob]))
    const list = await screen.findByRole('list', { name: 'Requests you sent' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Carol'), expect.stringContaining('Bob')])
    expect(screen.getByRole('region', { name: 'Requests you sent' })).toBeTruthy()
    expect(calls[0]?.path).toBe('/api/v1/follow_requests/outgoing')
  })

  it('says when no request waits for an answer', async () => {
    setup(() => pageResponse([]))
    expect(await screen.findByText('You have no follow requests waiting for an answer')).toBeTruthy()
  })

  it('cancels a request with unfollow: the card leaves, the result is announced and the focus moves on', async () => {
    const { calls, client } = setup((req) =>
      req.method === 'POST' ? jsonResponse(200, relationship(CAROL)) : pageResponse([carol, bob]),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the request to @carol@far.example' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel the request to @carol@far.example' })).toBeNull(),
    )
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/accounts/${CAROL}/unfollow`,
    ])
    expect(client.getQueryData(relationshipKeys.detail(CAROL))).toMatchObject({ requested: false })
    expect(toastStore.snapshot().map((toast) => toast.message)).toContain(
      'Your follow request to @carol@far.example was cancelled.',
    )
    const next = screen.getByRole('button', { name: 'Cancel the request to @bob' })
    await waitFor(() => expect(document.activeElement).toBe(next))
  })

  it('shows a failure on the card and keeps it', async () => {
    setup((req) => (req.method === 'POST' ? errorResponse(404, 'profile not found') : pageResponse([bob])))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the request to @bob' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('profile not found')
    expect(alert.closest('li')?.textContent).toContain('Bob')
  })
})
