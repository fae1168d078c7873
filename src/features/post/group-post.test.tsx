// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { statusKeys } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeInstance, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { openMoreMenu, renderForMember } from '@/lib/testing/post-menu'
import { PostCard } from './post-card'

const POST = uuidOf(1)
const bob = makeAccount({ id: uuidOf(0xb0b), username: 'bob', display_name: 'Bob' })
const readers = makeAccount({
  id: uuidOf(0x600),
  username: 'readers',
  acct: 'readers',
  display_name: 'Readers',
  is_group: true,
})
const ON_5_9 = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })

/** A post sent to the group readers, as Mitra 5.9 sends it to a member (a moderator or not). */
const post = (canModerate: boolean): Status =>
  makeWireStatus({
    id: POST,
    account: bob,
    content: '<p>hello</p>',
    language: null,
    group: readers,
    conversation: { id: uuidOf(0xc0), root_id: POST, tracking: 'normal', can_moderate: canModerate },
    conversation_tracking: 'normal',
  })

const renderCard = (status: Status) =>
  renderForMember(<PostCard status={status} />, ON_5_9, (queryClient) =>
    queryClient.setQueryData(statusKeys.detail(POST), status),
  )

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear()
})

describe('a post in a group', () => {
  it("names its group, linking to the group's page", () => {
    stubFetch(() => jsonResponse(200, {}))
    renderCard(post(false))
    const article = screen.getByRole('article')
    expect(within(article).getByText(/^In/).textContent).toBe('In the group Readers')
    expect(within(article).getByRole('link', { name: 'Readers' }).getAttribute('href')).toBe('/@readers')
  })

  it('offers Remove from group to a moderator only', async () => {
    stubFetch(() => jsonResponse(200, {}))
    renderCard(post(false))
    expect(await openMoreMenu()).not.toContain('Remove from group')
  })

  it('removes the post after the moderator confirms, and drops it from the cache', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }))
    const queryClient = renderCard(post(true))
    await openMoreMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from group' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post from the group?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Post removed from the group')).toBeTruthy()
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', `/api/v1/statuses/${POST}/thread`]])
    expect(queryClient.getQueryData(statusKeys.detail(POST))).toBeUndefined()
  })
})
