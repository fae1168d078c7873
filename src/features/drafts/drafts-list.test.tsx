// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DraftStore, memoryBackend, setDraftStore, type DraftFields } from '@/lib/drafts'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { resumePath } from './draft-rules'
import { DraftsList } from './drafts-list'

const fields = (more: Partial<DraftFields> = {}): DraftFields => ({
  text: 'Some words',
  sensitive: false,
  visibility: null,
  poll: null,
  media: [],
  target: null,
  idempotencyKey: 'k',
  ...more,
})
const image = { id: 'm1', type: 'image' as const, url: '/m1.png', description: null }

let store: DraftStore
beforeEach(() => {
  let now = Date.now() - 60_000
  store = new DraftStore(memoryBackend(), { now: () => (now += 1000) })
  setDraftStore(store)
})
afterEach(() => {
  cleanup()
  setDraftStore(null)
})

function renderList() {
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider history={createMemoryHistory(['/drafts'])}>
        <DraftsList accountId="me" label="Drafts" />
      </RouterProvider>
    </I18nProvider>,
  )
}

describe('DraftsList', () => {
  it('says when there are no drafts', () => {
    void store.save('someone-else', 'new', fields())
    renderList()
    expect(screen.getByText('No drafts')).toBeTruthy()
  })

  it('lists what each draft is for, its text and attachments, with Resume links', () => {
    void store.save('me', 'new', fields({ text: 'A new one', media: [{ attachment: image, description: '' }] }))
    void store.save(
      'me',
      'reply:p1',
      fields({ text: '@bob yes', target: { postId: 'p1', acct: 'bob', excerpt: 'Coffee?' } }),
    )
    void store.save(
      'me',
      'quote:p2',
      fields({ text: 'look', target: { postId: 'p2', acct: 'carol', excerpt: 'News' } }),
    )
    renderList()
    const items = screen.getAllByRole('article')
    expect(items.map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h2')?.textContent)).toEqual([
      'Quote of @carol: News',
      'Reply to @bob: Coffee?',
      'New post',
    ])
    expect(screen.getByText('1 attachment')).toBeTruthy()
    const resume = screen.getAllByRole<HTMLAnchorElement>('link', { name: 'Resume' }).map((a) => a.getAttribute('href'))
    expect(resume).toEqual(['/post/p2?quote=1', '/post/p1?reply=1', '/home'])
  })

  it('deletes a draft after confirmation', async () => {
    void store.save('me', 'new', fields())
    renderList()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByRole('dialog', { name: 'Delete this draft?' })).toBeTruthy()
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!)
    await waitFor(() => expect(screen.getByText('No drafts')).toBeTruthy())
    expect(store.list('me')).toEqual([])
  })

  it('follows changes made elsewhere', () => {
    renderList()
    act(() => void store.save('me', 'new', fields({ text: 'typed in the composer' })))
    expect(screen.getByText('typed in the composer')).toBeTruthy()
  })
})

describe('resumePath', () => {
  it('goes home for a new post and to the post with its form for the others', () => {
    expect(resumePath({ context: 'new', target: null })).toBe('/home')
    expect(resumePath({ context: 'reply:abc', target: null })).toBe('/post/abc?reply=1')
    expect(resumePath({ context: 'group:g1', target: null })).toBe('/profile/g1')
    expect(resumePath({ context: 'quote:abc', target: { postId: 'abc', acct: 'a', excerpt: '' } })).toBe(
      '/post/abc?quote=1',
    )
  })
})
