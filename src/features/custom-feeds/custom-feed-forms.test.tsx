// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { customFeedKeys } from '@/api/lists/queries'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, uuidOf } from '@/lib/testing/fixtures'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { AddMemberForm } from './add-member-form'
import { CreateFeedForm } from './create-feed-form'
import { CustomFeedList } from './custom-feed-list'

/** Each person's id, told apart by a number. */
const IDS: Record<string, string> = {
  bob: uuidOf(1),
  bobby: uuidOf(2),
  frank: uuidOf(3),
  'fran@remote.example': uuidOf(4),
}

const person = (acct: string, name: string) =>
  makeAccount({ id: IDS[acct], username: acct.split('@')[0], acct, display_name: name })

/** A custom feed (list) as Mitra sends it. */
const feed = (id: number, title: string) => ({ id, title, replies_policy: 'followed', exclusive: false })

function setup(ui: ReactElement, handler: StubHandler) {
  const { client, ...stub } = renderSignedIn(ui, { path: '/custom-feeds', handler })
  return { ...stub, queryClient: client }
}

afterEach(resetScreen)

describe('CreateFeedForm and CustomFeedList', () => {
  it('creates only with a name that is more than spaces, then clears the name and lists the feed', async () => {
    const { calls } = setup(
      <>
        <CreateFeedForm />
        <CustomFeedList label="Custom feeds" />
      </>,
      (req) => (req.method === 'POST' ? jsonResponse(200, feed(9, 'Cats')) : jsonResponse(200, [])),
    )
    expect(await screen.findByText('No custom feeds yet')).toBeTruthy()
    const create = screen.getByRole('button', { name: 'Create' })
    const name = screen.getByLabelText('Feed name')
    expect(create).toHaveProperty('disabled', true)
    await userEvent.type(name, '   ')
    expect(create).toHaveProperty('disabled', true)
    await userEvent.type(name, ' Cats ')
    expect(create).toHaveProperty('disabled', false)
    await userEvent.click(create)
    const list = await screen.findByRole('list', { name: 'Custom feeds' })
    expect(within(list).getByRole('link', { name: 'Cats' }).getAttribute('href')).toBe('/custom-feed/9/timeline')
    expect(within(list).getByRole('link', { name: 'Configure Cats' }).getAttribute('href')).toBe('/custom-feed/9')
    expect(name).toHaveProperty('value', '')
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Cats' })
  })

  it('shows the server message and keeps the name when creating fails', async () => {
    setup(<CreateFeedForm />, () => errorResponse(400, 'feed name is too long'))
    await userEvent.type(screen.getByLabelText('Feed name'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('feed name is too long')).toBeTruthy()
    expect(screen.getByLabelText('Feed name')).toHaveProperty('value', 'x')
  })
})

describe('AddMemberForm', () => {
  function members(queryClient: QueryClient) {
    return queryClient
      .getQueryData<{ pages: { items: { acct: string }[] }[] }>(customFeedKeys.members('4'))
      ?.pages[0]?.items.map((a) => a.acct)
  }

  function seedMembers(queryClient: QueryClient) {
    queryClient.setQueryData(customFeedKeys.members('4'), { pages: [{ items: [], next: null }], pageParams: [null] })
  }

  it('is disabled while the address is empty', () => {
    setup(<AddMemberForm feedId="4" />, () => jsonResponse(200, []))
    const add = screen.getByRole('button', { name: 'Add' })
    expect(add).toHaveProperty('disabled', true)
  })

  it("says 'user not found' when the lookup finds nobody", async () => {
    const { calls } = setup(<AddMemberForm feedId="4" />, () => jsonResponse(200, []))
    await userEvent.type(screen.getByLabelText('Address'), ' @ghost ')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect((await screen.findByRole('alert')).textContent).toBe('user not found')
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ q: 'ghost', resolve: 'true', limit: '5' })
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('adds the one exact match at once, whatever the case, and clears the input', async () => {
    const { calls, queryClient } = setup(<AddMemberForm feedId="4" />, (req) =>
      req.method === 'POST'
        ? jsonResponse(200, {})
        : jsonResponse(200, [person('bobby', 'Bobby'), person('bob', 'Bob')]),
    )
    seedMembers(queryClient)
    const input = screen.getByLabelText('Address')
    await userEvent.type(input, '@BOB')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(members(queryClient)).toEqual(['bob']))
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/lists/4/accounts',
      body: { account_ids: [IDS.bob] },
    })
    expect(input).toHaveProperty('value', '')
    expect(screen.getByRole('status').textContent).toBe('@bob was added to the feed')
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull()
  })

  it('offers suggestions when nothing matches exactly, and adds the one picked', async () => {
    const { calls, queryClient } = setup(<AddMemberForm feedId="4" />, (req) =>
      req.method === 'POST'
        ? jsonResponse(200, {})
        : jsonResponse(200, [person('frank', 'Frank Ibarra'), person('fran@remote.example', 'Fran')]),
    )
    seedMembers(queryClient)
    await userEvent.type(screen.getByLabelText('Address'), 'fra')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' })
    expect(within(suggestions).getAllByRole('button')).toHaveLength(2)
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    await userEvent.click(within(suggestions).getByRole('button', { name: /Fran\s*@fran@remote\.example/ }))
    await waitFor(() => expect(members(queryClient)).toEqual(['fran@remote.example']))
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull()
  })

  it('is disabled while the lookup runs', async () => {
    let answer: (r: Response) => void = () => {}
    setup(<AddMemberForm feedId="4" />, () => new Promise<Response>((resolve) => (answer = resolve)))
    await userEvent.type(screen.getByLabelText('Address'), 'bob')
    const add = screen.getByRole('button', { name: 'Add' })
    await userEvent.click(add)
    await waitFor(() => expect(add).toHaveProperty('disabled', true))
    answer(jsonResponse(200, []))
    await screen.findByRole('alert')
    expect(add).toHaveProperty('disabled', false)
  })

  it('explains a repeated member, and shows other server messages as they are', async () => {
    let message = 'user already added'
    setup(<AddMemberForm feedId="4" />, (req) =>
      req.method === 'POST' ? errorResponse(422, message) : jsonResponse(200, [person('bob', 'Bob')]),
    )
    const input = screen.getByLabelText('Address')
    await userEvent.type(input, 'bob')
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This user is already in the feed')
    expect(input).toHaveProperty('value', 'bob')
    message = 'profile not found'
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('profile not found'))
  })
})
