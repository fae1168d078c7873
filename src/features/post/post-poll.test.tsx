// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { instanceKeys } from '@/api/instance/queries'
import { statusKeys, useStatus } from '@/api/statuses/queries'
import type { Poll, Status } from '@/api/statuses/types'
import { session } from '@/lib/session'
import { jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser, uuidOf } from '@/lib/testing/fixtures'
import { PostPoll } from './post-poll'
import { PostViewerProvider } from './viewer'

/** A post and its poll share one id, as in Mitra. */
const POST_ID = uuidOf(1)

const poll = (extra: Partial<Poll> = {}): Poll => ({
  id: POST_ID,
  expires_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
  expired: false,
  multiple: false,
  votes_count: 3,
  voters_count: null,
  options: [
    { title: 'Tea', votes_count: 1 },
    { title: 'Coffee', votes_count: 2 },
  ],
  emojis: [],
  voted: false,
  own_votes: [],
  ...extra,
})

const post = (p: Poll, authorId = 'bob-id') =>
  ({ id: POST_ID, account: { id: authorId, acct: 'bob' }, poll: p }) as Status

function Live({ initial }: { initial: Status }) {
  const status = useStatus(initial.id, initial)
  return status.poll ? <PostPoll status={status} poll={status.poll} /> : null
}

function renderPoll(status: Status, user: CredentialAccount | null = makeUser()) {
  if (user) session.setToken('t')
  else session.clear()
  const queryClient = new QueryClient()
  queryClient.setQueryData(instanceKeys.all, makeInstance())
  if (user) queryClient.setQueryData(accountKeys.current('t'), user)
  queryClient.setQueryData(statusKeys.detail(POST_ID), status)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PostViewerProvider>
          <Live initial={status} />
        </PostViewerProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return queryClient
}

afterEach(() => {
  cleanup()
  session.clear()
})

describe('PostPoll', () => {
  it('votes with radio buttons, Vote only once something is chosen, then shows results', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse(
        200,
        poll({
          voted: true,
          own_votes: [0],
          votes_count: 4,
          options: [
            { title: 'Tea', votes_count: 2 },
            { title: 'Coffee', votes_count: 2 },
          ],
        }),
      ),
    )
    renderPoll(post(poll()))
    expect(screen.getByText('Closes in 3 hours')).toBeTruthy()
    const vote = screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement
    expect(vote.disabled).toBe(true)
    await userEvent.click(screen.getByRole('radio', { name: 'Tea' }))
    expect(vote.disabled).toBe(false)
    await userEvent.click(vote)
    expect(await screen.findByText('Your choice')).toBeTruthy()
    const votes = calls.find((c) => c.path === `/api/v1/polls/${POST_ID}/votes`)
    expect(votes?.body).toEqual({ choices: [0] })
    expect(screen.getAllByText('50%')).toHaveLength(2)
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('uses checkboxes for multiple choice, and See results shows rounded shares', async () => {
    renderPoll(post(poll({ multiple: true })))
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'See results' }))
    const list = screen.getByRole('group')
    expect(within(list).getByText('33%')).toBeTruthy()
    expect(within(list).getByText('67%')).toBeTruthy()
  })

  it('shows results to the author, to guests and after the end', () => {
    renderPoll(post(poll(), makeUser().id))
    expect(screen.queryByRole('radio')).toBeNull()
    // Nothing to vote with, so no Vote button either.
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull()
    cleanup()
    renderPoll(post(poll()), null)
    expect(screen.queryByRole('radio')).toBeNull()
    cleanup()
    renderPoll(post(poll({ expired: true, votes_count: 0, options: [{ title: 'Tea', votes_count: 0 }] })))
    expect(screen.getByText(/Closed/)).toBeTruthy()
    expect(screen.getByText('0%')).toBeTruthy()
  })

  it('marks the leading option while open, and every tied winner once closed', () => {
    const options = [
      { title: 'Tea', votes_count: 1 },
      { title: 'Coffee', votes_count: 3 },
      { title: 'Water', votes_count: 3 },
    ]
    renderPoll(
      post(
        poll({
          voted: true,
          own_votes: [0],
          votes_count: 7,
          options: options.slice(0, 2).concat({ title: 'Water', votes_count: 2 }),
        }),
      ),
    )
    const row = (title: string) => screen.getByText(title).closest('li')!
    expect(row('Coffee').textContent).toContain('Leading')
    expect(row('Tea').textContent).not.toContain('Leading')
    expect(row('Water').textContent).not.toContain('Leading')
    cleanup()
    renderPoll(post(poll({ expired: true, votes_count: 7, options })))
    expect(row('Coffee').textContent).toContain('Winner')
    expect(row('Water').textContent).toContain('Winner')
    expect(row('Tea').textContent).not.toContain('Winner')
    expect(screen.queryByText('Leading')).toBeNull()
  })

  it('marks nobody before the first vote', () => {
    renderPoll(
      post(
        poll({
          expired: true,
          votes_count: 0,
          options: [
            { title: 'Tea', votes_count: 0 },
            { title: 'Coffee', votes_count: 0 },
          ],
        }),
      ),
    )
    expect(screen.queryByText('Leading')).toBeNull()
    expect(screen.queryByText('Winner')).toBeNull()
  })
})
