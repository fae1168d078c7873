import { InfiniteQueryObserver, MutationObserver, QueryClient, type InfiniteData } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '@/lib/http'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeAccount, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { accountKeys } from '../accounts/queries'
import { createStatus } from '../statuses/publish'
import { statusKeys } from '../statuses/queries'
import type { Status } from '../statuses/types'
import { timelineKeys } from '../timelines/queries'
import {
  createGroup,
  deleteGroup,
  getGroupMembers,
  getGroups,
  getGroupSource,
  removeFromGroupThread,
  updateGroup,
} from './endpoints'
import { groupChanged, groupDeleted, removeFromGroupThreadMutation, updateGroupMutation } from './mutations'
import { groupKeys, groupTimelineQuery } from './queries'

const G = uuidOf(50)
const group = (overrides = {}) => makeAccount({ id: G, username: 'readers', is_group: true, ...overrides })
const noContent = () => new Response(null, { status: 204 })

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('endpoints', () => {
  it('lists the followed or moderated groups, 40 at most', async () => {
    session.setToken('token')
    const { calls } = stubFetch(() => jsonResponse(200, [group()]))
    expect((await getGroups('moderating'))[0]?.is_group).toBe(true)
    expect(calls[0]?.path).toBe('/api/v1/groups/followed')
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ filter: 'moderating', limit: '40' })
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token')
  })

  it('creates (JSON, no empty description), reads the source, edits and deletes a group', async () => {
    session.setToken('token')
    const { calls } = stubFetch((req) => {
      if (req.method === 'DELETE') return noContent()
      if (req.path.endsWith('/source')) return jsonResponse(200, { description: 'We read' })
      return jsonResponse(200, group())
    })
    await createGroup({ name: 'readers', description: '' })
    await createGroup({ name: 'readers', description: 'We read' })
    expect(await getGroupSource(G)).toEqual({ description: 'We read' })
    await updateGroup(G, 'Books')
    expect(await deleteGroup(G)).toBeNull()
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/v1/groups', { name: 'readers' }],
      ['POST', '/api/v1/groups', { name: 'readers', description: 'We read' }],
      ['GET', `/api/v1/groups/${G}/source`, null],
      ['PATCH', `/api/v1/groups/${G}`, { description: 'Books' }],
      ['DELETE', `/api/v1/groups/${G}`, null],
    ])
  })

  it('reads the members without a session', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, [{ account: makeAccount(), affiliation: 'admin' }]))
    expect(await getGroupMembers(G)).toEqual([{ account: makeAccount(), affiliation: 'admin' }])
    expect(calls[0]?.headers.get('Authorization')).toBeNull()
  })

  it('passes on the server refusal of a removal', async () => {
    session.setToken('token')
    stubFetch(() => errorResponse(403, 'permission error'))
    await expect(removeFromGroupThread(uuidOf(1))).rejects.toMatchObject({ status: 403 })
  })
})

describe('posting to a group', () => {
  it('sends group_id on a new post, never on a reply', async () => {
    session.setToken('token')
    const { calls } = stubFetch(() => jsonResponse(200, makeWireStatus()))
    await createStatus({ status: 'hi', visibility: 'public', groupId: G }, 'k1')
    await createStatus({ status: 'hi', visibility: 'public', groupId: G, inReplyToId: uuidOf(9) }, 'k2')
    await createStatus({ status: 'hi', visibility: 'public' }, 'k3')
    expect(calls.map((c) => (c.body as Record<string, unknown>).group_id)).toEqual([G, undefined, undefined])
  })
})

describe('groupTimelineQuery', () => {
  it('pages the group timeline by max_id and primes each post', async () => {
    session.setToken('token')
    const page = Array.from({ length: 20 }, (_, i) => makeWireStatus({ id: uuidOf(200 - i), group: group() }))
    const { calls } = stubFetch((req) =>
      req.url.searchParams.has('max_id')
        ? jsonResponse(200, [])
        : new Response(JSON.stringify(page), {
            status: 200,
            headers: {
              'content-type': 'application/json',
              link: `<https://parley.test/api/v1/timelines/group/${G}?limit=20&max_id=${uuidOf(181)}>; rel="next"`,
            },
          }),
    )
    const qc = new QueryClient()
    const observer = new InfiniteQueryObserver(qc, groupTimelineQuery(qc, G))
    await observer.refetch()
    expect(calls[0]?.path).toBe(`/api/v1/timelines/group/${G}`)
    expect(qc.getQueryData<Status>(statusKeys.detail(uuidOf(200)))?.group?.id).toBe(G)
    await observer.fetchNextPage()
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({ limit: '20', max_id: uuidOf(181) })
    expect(groupKeys.timeline(G).slice(0, timelineKeys.all.length)).toEqual([...timelineKeys.all])
  })
})

describe('cache updates', () => {
  it('writes an edited group to its profile and to every list of groups', () => {
    const qc = new QueryClient()
    const other = makeAccount({ id: uuidOf(51), username: 'other', is_group: true })
    qc.setQueryData(groupKeys.index('following'), [group(), other])
    qc.setQueryData(groupKeys.index('moderating'), [group()])
    // Its page at /@readers read it by its address; another profile stays as it was.
    qc.setQueryData(accountKeys.byAcct('readers'), group())
    qc.setQueryData(accountKeys.byAcct('other'), other)
    const edited = group({ note: '<p>Books</p>' })
    groupChanged(qc, edited)
    expect(qc.getQueryData(groupKeys.index('following'))).toEqual([edited, other])
    expect(qc.getQueryData(groupKeys.index('moderating'))).toEqual([edited])
    expect(qc.getQueryData(accountKeys.detail(G))).toEqual(edited)
    expect(qc.getQueryData(accountKeys.byAcct('readers'))).toEqual(edited)
    expect(qc.getQueryData(accountKeys.byAcct('other'))).toEqual(other)
  })

  it('drops a deleted group from the lists and its own queries', () => {
    const qc = new QueryClient()
    qc.setQueryData(groupKeys.index('following'), [group()])
    qc.setQueryData(accountKeys.detail(G), group())
    qc.setQueryData(groupKeys.members(G), [])
    qc.setQueryData(accountKeys.byAcct('readers'), group())
    groupDeleted(qc, G)
    expect(qc.getQueryData(accountKeys.byAcct('readers'))).toBeUndefined()
    expect(qc.getQueryData(groupKeys.index('following'))).toEqual([])
    expect(qc.getQueryData(accountKeys.detail(G))).toBeUndefined()
    expect(qc.getQueryData(groupKeys.members(G))).toBeUndefined()
  })

  it('takes the new description from the answer and forgets the stale source', async () => {
    session.setToken('token')
    stubFetch(() => jsonResponse(200, group({ note: '<p>Books</p>' })))
    const qc = new QueryClient()
    qc.setQueryData(groupKeys.source(G), { description: 'We read' })
    await new MutationObserver(qc, updateGroupMutation(qc, G)).mutate('Books')
    expect(qc.getQueryData(accountKeys.detail(G))).toMatchObject({ note: '<p>Books</p>' })
    expect(qc.getQueryData(groupKeys.source(G))).toBeUndefined()
  })

  it('removes a post taken out of a group thread from every timeline', async () => {
    session.setToken('token')
    const { calls } = stubFetch(noContent)
    const qc = new QueryClient()
    const removed = makeWireStatus({ id: uuidOf(1), group: group() })
    const kept = makeWireStatus({ id: uuidOf(2) })
    const pages: InfiniteData<Page<Status>> = { pages: [{ items: [removed, kept], next: null }], pageParams: [null] }
    qc.setQueryData(groupKeys.timeline(G), pages)
    qc.setQueryData(timelineKeys.home(), pages)
    qc.setQueryData(statusKeys.detail(removed.id), removed)
    await new MutationObserver(qc, removeFromGroupThreadMutation(qc)).mutate(removed.id)
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', `/api/v1/statuses/${removed.id}/thread`]])
    for (const key of [groupKeys.timeline(G), timelineKeys.home()])
      expect(qc.getQueryData<InfiniteData<Page<Status>>>(key)?.pages[0]?.items.map((s) => s.id)).toEqual([kept.id])
    expect(qc.getQueryData(statusKeys.detail(removed.id))).toBeUndefined()
  })
})
