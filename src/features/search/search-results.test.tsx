// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { answered, errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { makeAccount, makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { SearchResults } from './search-results'

const account = (n: number) => makeAccount({ id: uuidOf(n), username: `user${n}`, display_name: `User ${n}` })

const POST_ID = uuidOf(0x51)

function setup(handler: StubHandler, q = 'alice') {
  return renderSignedIn(<SearchResults q={q} renderPost={(status) => <article aria-label={status.id} />} />, {
    path: '/search',
    handler,
  })
}

afterEach(resetScreen)

describe('SearchResults', () => {
  it('shows the count, every kind of result, and pages by offset', async () => {
    const { calls } = setup((req) => {
      const offset = Number(req.url.searchParams.get('offset') ?? 0)
      if (offset === 0) {
        return jsonResponse(200, {
          accounts: Array.from({ length: 20 }, (_, i) => account(i)),
          statuses: [makeWireStatus({ id: POST_ID })],
          hashtags: [{ name: 'cats', url: 'https://parley.test/tags/cats' }],
        })
      }
      return jsonResponse(200, { accounts: [account(20)], statuses: [], hashtags: [] })
    })
    expect((await screen.findByRole('status')).textContent).toBe('22 results')
    expect(screen.getByRole('link', { name: /User 3/ }).getAttribute('href')).toBe('/@user3')
    expect(screen.getByRole('article', { name: POST_ID })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'cats' }).getAttribute('href')).toBe('/tag/cats')
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('User 20')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('23 results')
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    expect(answered(calls).map((c) => [c.path, c.url.searchParams.get('q'), c.url.searchParams.get('offset')])).toEqual(
      [
        ['/api/v2/search', 'alice', null],
        ['/api/v2/search', 'alice', '20'],
      ],
    )
  })

  it('says No results when nothing is found', async () => {
    setup(() => jsonResponse(200, { accounts: [], statuses: [], hashtags: [] }))
    expect((await screen.findByRole('status')).textContent).toBe('No results')
  })

  it('replaces the count with the message of a failure, and tries again on request', async () => {
    let fail = true
    const { calls } = setup(() =>
      fail
        ? errorResponse(400, 'search query is too short')
        : jsonResponse(200, { accounts: [account(1)], statuses: [], hashtags: [] }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('search query is too short')
    expect(screen.queryByText(/results/)).toBeNull()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect((await screen.findByRole('status')).textContent).toBe('1 result')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(answered(calls)).toHaveLength(2)
  })
})
