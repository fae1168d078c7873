// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { errorResponse, jsonResponse, type StubHandler } from '@/lib/testing/fetch-stub'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { SessionList } from './session-list'

// As Mitra 5.9.1 sends them (settings/types.rs Session): numeric ids, no app name for password sign-ins.
const sessions = [
  { id: 3, client_name: null, created_at: '2025-05-01T10:00:00.123456Z', is_current: false },
  { id: 7, client_name: null, created_at: '2025-05-03T10:00:00.123456Z', is_current: true },
  { id: 5, client_name: 'Tusky', created_at: '2025-05-02T10:00:00.123456Z', is_current: false },
]

const setup = (handler: StubHandler) =>
  renderSignedIn(<SessionList label="Sessions" />, { path: '/settings/sessions', handler })

afterEach(resetScreen)

describe('SessionList', () => {
  it('lists the sessions, this one first and marked, without End session', async () => {
    setup(() => jsonResponse(200, sessions))
    const list = await screen.findByRole('list', { name: 'Sessions' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]?.textContent).toContain('This session')
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull()
    expect(items[1]?.textContent).toContain('Tusky')
    expect(items[2]?.textContent).toContain('Web browser')
    expect(screen.getAllByRole('button', { name: /^End the session signed in/ })).toHaveLength(2)
  })

  it('ends another session after confirmation: DELETE by id, the entry leaves, the focus goes to the list', async () => {
    let list = sessions
    const { calls } = setup((req) => {
      if (req.method === 'DELETE') {
        list = list.filter((s) => s.id !== 3)
        return new Response(null, { status: 204 })
      }
      return jsonResponse(200, list)
    })
    const buttons = await screen.findAllByRole('button', { name: /^End the session signed in/ })
    await userEvent.click(buttons[1] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' })
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    const deleted = calls.find((c) => c.method === 'DELETE')
    expect(deleted?.url.pathname).toBe('/api/v1/settings/sessions/3')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Sessions' })))
  })

  it('keeps the dialog open with the reason when ending fails', async () => {
    setup((req) =>
      req.method === 'DELETE' ? errorResponse(404, 'oauth token not found') : jsonResponse(200, sessions),
    )
    const buttons = await screen.findAllByRole('button', { name: /^End the session signed in/ })
    await userEvent.click(buttons[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'End session' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('says when this is the only session', async () => {
    setup(() => jsonResponse(200, [sessions[1]]))
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeTruthy()
  })

  it('shows a load error with Retry', async () => {
    setup(() => errorResponse(500, 'down'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The sessions could not be loaded')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
