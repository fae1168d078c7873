// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localTimelineQuery } from '@/api/timelines/queries'
import { answered, answerPages, errorResponse, stubFetch, type StubHandler } from '@/lib/testing/fetch-stub'
import { makeWireStatus, uuidOf } from '@/lib/testing/fixtures'
import { TimelineFeed } from './timeline-feed'

const post = (n: number) => makeWireStatus({ id: uuidOf(n), content: `post ${n}` })
const page = (from: number, count: number, next: boolean) =>
  new Response(JSON.stringify(Array.from({ length: count }, (_, i) => post(from + i))), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      ...(next
        ? {
            Link: `<http://h.example/api/v1/timelines/public?local=true&limit=20&max_id=${uuidOf(from + count - 1)}>; rel="next"`,
          }
        : {}),
    },
  })

function setup(handler: StubHandler, onTokenInvalid?: () => void) {
  const stub = stubFetch(handler)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TimelineFeed
          query={localTimelineQuery(queryClient)}
          label="Local"
          onTokenInvalid={onTokenInvalid}
          renderPost={(status, { posInSet, setSize }) => (
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the post cards
            <article aria-posinset={posInSet} aria-setsize={setSize} aria-label={status.id} tabIndex={0} />
          )}
        />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return stub
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TimelineFeed', () => {
  it('loads more on request, says why a page failed with Retry, and stops at the end', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { calls } = setup(
      answerPages(
        () => page(0, 20, true),
        () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
        () => page(20, 5, false),
      ),
    )

    const feed = await screen.findByRole('feed', { name: 'Local' })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(screen.getAllByRole('article')[0]!.getAttribute('aria-setsize')).toBe('-1')
    expect(feed.getAttribute('aria-busy')).toBe('false')

    const more = screen.getByRole<HTMLButtonElement>('button', { name: 'Load more' })
    await userEvent.click(more)
    const failed = await screen.findByRole('alert')
    expect(failed.textContent).toContain('More could not be loaded')
    expect(failed.textContent).toContain('The server ran into a problem (502 Bad Gateway).')
    expect(screen.getAllByRole('article')).toHaveLength(20)

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25))
    expect(answered(calls).map((c) => c.url.searchParams.get('max_id'))).toEqual([null, uuidOf(19), uuidOf(19)])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const last = screen.getAllByRole('article')[24]!
    expect([last.getAttribute('aria-posinset'), last.getAttribute('aria-setsize')]).toEqual(['25', '25'])
    // The focus went on to the first post of the new page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('article')[20]))
  })

  it('shows a failed first load with Retry, and the empty text', async () => {
    let failing = true
    setup(
      answerPages(() =>
        failing ? new Response('', { status: 500, statusText: 'Internal Server Error' }) : page(0, 0, false),
      ),
    )
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The server ran into a problem (500 Internal Server Error).',
    )
    failing = false
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No posts found')).toBeTruthy()
  })

  it('reports a refused token on the first load instead of showing an error', async () => {
    const onTokenInvalid = vi.fn()
    const refused = () => errorResponse(401, 'access token is invalid')
    setup(answerPages(refused), onTokenInvalid)
    await waitFor(() => expect(onTokenInvalid).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('asks for one page at a time, and shows it is busy only when the page is slow to come', async () => {
    let answer: (response: Response) => void = () => {}
    const { calls } = setup(
      answerPages(
        () => page(0, 20, true),
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    )
    const nextPages = () => answered(calls).filter((c) => c.url.searchParams.has('max_id'))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    const more = screen.getByRole<HTMLButtonElement>('button', { name: 'Load more' })
    more.click()
    more.click()
    await waitFor(() => expect(nextPages()).toHaveLength(1))
    // A quick answer would not have restyled the button; this one is slow.
    expect(more.getAttribute('aria-busy')).toBeNull()
    await waitFor(() => expect(more.getAttribute('aria-busy')).toBe('true'))
    expect(nextPages()).toHaveLength(1)
    answer(page(20, 5, false))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25))
    expect(document.querySelector('button[aria-busy]')).toBeNull()
  })
})
