// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { relationshipKeys } from '@/api/relationships/queries'
import { timelineKeys } from '@/api/timelines/queries'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { MuteList } from './mute-list'
import { makeAccount, makeRelationship, uuidOf } from '@/lib/testing/fixtures'
import { pageResponse, renderSignedIn, resetScreen } from '@/lib/testing/render-screen'

const account = (n: number) =>
  makeAccount({
    id: uuidOf(n),
    username: `muted${n}`,
    acct: `muted${n}@remote.example`,
    display_name: `Muted ${n}`,
  })
const accounts = (from: number, count: number) => Array.from({ length: count }, (_, i) => account(from + i))

const unmuted = (id: string) => makeRelationship(id)

const setup = (handler: StubHandler) => renderSignedIn(<MuteList label="Muted users" />, { path: '/mutes', handler })

afterEach(resetScreen)

describe('MuteList', () => {
  it('says when nobody is muted', async () => {
    setup(() => pageResponse([]))
    expect(await screen.findByText('No muted users')).toBeTruthy()
  })

  it('links each card to the profile and pages by the Link URL with Show more users', async () => {
    const { calls } = setup((req) =>
      req.url.searchParams.get('max_id') === '7'
        ? pageResponse(accounts(20, 3))
        : pageResponse(accounts(0, 20), 'http://proxy.internal/api/v1/mutes?max_id=7'),
    )
    const list = await screen.findByRole('list', { name: 'Muted users' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    expect(screen.getByRole('link', { name: /Muted 0/ }).getAttribute('href')).toBe('/@muted0@remote.example')
    await userEvent.click(screen.getByRole('button', { name: 'Show more users' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23))
    expect(calls.at(-1)?.url.href).toBe('http://localhost/api/v1/mutes?max_id=7')
    expect(screen.queryByRole('button', { name: 'Show more users' })).toBeNull()
  })

  it('shows an error with Retry', async () => {
    let fail = true
    setup(() => (fail ? errorResponse(500, 'no mutes today') : pageResponse(accounts(0, 1))))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The server ran into a problem (500 Internal Server Error).')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Unmute @muted0@remote.example' })).toBeTruthy()
  })

  it('unmutes: the card leaves, the relationship says so and the timelines are read again when next shown', async () => {
    const { calls, client } = setup((req) =>
      req.method === 'POST' ? jsonResponse(200, unmuted(uuidOf(1))) : pageResponse(accounts(0, 2)),
    )
    client.setQueryData(timelineKeys.home(), { pages: [], pageParams: [] })
    await userEvent.click(await screen.findByRole('button', { name: 'Unmute @muted1@remote.example' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unmute @muted1@remote.example' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Unmute @muted0@remote.example' })).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/accounts/${uuidOf(1)}/unmute`,
    ])
    expect(client.getQueryData(relationshipKeys.detail(uuidOf(1)))).toMatchObject({ muting: false })
    expect(client.getQueryState(timelineKeys.home())?.isInvalidated).toBe(true)
  })

  it('shows a failed unmute on the card', async () => {
    setup((req) => (req.method === 'POST' ? errorResponse(404, 'profile not found') : pageResponse(accounts(0, 1))))
    const unmute = await screen.findByRole('button', { name: 'Unmute @muted0@remote.example' })
    await userEvent.click(unmute)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('profile not found')
    expect(alert.closest('li')?.contains(unmute)).toBe(true)
  })
})
