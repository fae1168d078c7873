// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeAccount, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { CreateGroupForm } from './create-group-form'
import { GroupPanel } from './group-panel'
import { GroupsScreen } from './groups-screen'

const me = makeUser()
const G = uuidOf(0x600)
const group = makeAccount({ id: G, username: 'readers', acct: 'readers', display_name: null, is_group: true })
const asMember = (account: ReturnType<typeof makeAccount>) => ({ account, affiliation: 'admin' })
const meAccount = makeAccount({ id: me.id, username: me.username, acct: me.acct, display_name: me.display_name })

function setup(ui: React.ReactElement, handler: StubHandler) {
  return renderSignedIn(ui, {
    path: '/groups',
    handler: (req) => (req.path === '/api/v1/accounts/verify_credentials' ? jsonResponse(200, me) : handler(req)),
  })
}

afterEach(resetScreen)

describe('CreateGroupForm', () => {
  it('explains a name Mitra would refuse and sends nothing', async () => {
    const { calls } = setup(<CreateGroupForm onCreated={() => {}} />, () => jsonResponse(200, group))
    const name = screen.getByLabelText('Name')
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    expect(screen.getByText('Enter a name for the group.')).toBeTruthy()
    await userEvent.type(name, 'book club')
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    expect(screen.getByText('Only letters, numbers, hyphens and underscores are allowed.')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(calls.filter((c) => c.path === '/api/v1/groups')).toHaveLength(0)
  })

  it('creates the group with its description and shows a refusal of the server on the name', async () => {
    let taken = true
    const created: unknown[] = []
    const { calls } = setup(<CreateGroupForm onCreated={(g) => created.push(g.id)} />, () =>
      taken ? errorResponse(400, 'user already exists') : jsonResponse(200, group),
    )
    await userEvent.type(screen.getByLabelText('Name'), 'readers')
    await userEvent.type(screen.getByLabelText('Description (optional)'), '  We read.  ')
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    expect(await screen.findByText(/user already exists/)).toBeTruthy()
    taken = false
    await userEvent.click(screen.getByRole('button', { name: 'Create group' }))
    await waitFor(() => expect(created).toEqual([G]))
    const sent = calls.filter((c) => c.path === '/api/v1/groups')
    expect(sent.at(-1)?.body).toEqual({ name: 'readers', description: 'We read.' })
  })
})

describe('GroupsScreen', () => {
  it('lists the groups the member moderates and follows, and says when there are none', async () => {
    setup(<GroupsScreen />, (req) =>
      jsonResponse(200, req.url.searchParams.get('filter') === 'moderating' ? [] : [group]),
    )
    expect(await screen.findByText('You moderate no groups yet.')).toBeTruthy()
    const following = await screen.findByRole('list', { name: 'Groups you follow' })
    expect(within(following).getByRole('link').getAttribute('href')).toBe('/@readers')
  })
})

describe('GroupPanel', () => {
  const panel = (members: unknown[]) =>
    setup(<GroupPanel group={group} composer={<p>composer</p>} />, (req) =>
      req.path === `/api/v1/groups/${G}/members` ? jsonResponse(200, members) : errorResponse(404, 'not found'),
    )

  it('gives the moderator the tools and everyone the composer', async () => {
    panel([asMember(meAccount)])
    expect(await screen.findByRole('button', { name: 'Edit group' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete group' })).toBeTruthy()
    expect(screen.getByText('composer')).toBeTruthy()
  })

  it('shows the moderators, without the tools, to a member who is not one', async () => {
    const other = makeAccount({ id: uuidOf(0x601), username: 'mod', acct: 'mod', display_name: 'The Moderator' })
    panel([asMember(other)])
    const list = await screen.findByRole('list', { name: 'Moderators' })
    expect(within(list).getByRole('link', { name: /The Moderator/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Edit group' })).toBeNull()
    expect(screen.getByText('composer')).toBeTruthy()
  })
})
