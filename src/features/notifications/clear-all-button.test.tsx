// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { notificationKeys } from '@/api/notifications/queries'
import { errorResponse, jsonResponse } from '@/lib/testing/fetch-stub'
import { renderSignedIn, resetScreen } from '@/lib/testing/render-screen'
import { ClearAllButton } from './clear-all-button'

afterEach(resetScreen)

describe('ClearAllButton', () => {
  it('clears after confirmation: POST /clear, the list empties and the unread count is zero', async () => {
    const { calls, client } = renderSignedIn(<ClearAllButton />, {
      path: '/notifications',
      handler: () => jsonResponse(200, {}),
    })
    client.setQueryData(notificationKeys.list(), { pages: [[{ id: '1' }]], pageParams: [null] })
    client.setQueryData(notificationKeys.unread(), { count: 1, full: false })
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    const dialog = await screen.findByRole('dialog', { name: 'Clear all notifications?' })
    expect(calls).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/v1/notifications/clear'])
    expect(client.getQueryData(notificationKeys.list())).toEqual({ pages: [[]], pageParams: [null] })
    expect(client.getQueryData(notificationKeys.unread())).toEqual({ count: 0, full: false })
  })

  it('keeps the dialog and the notifications when clearing fails', async () => {
    const { client } = renderSignedIn(<ClearAllButton />, {
      path: '/notifications',
      handler: () => errorResponse(500, 'database error'),
    })
    const pages = { pages: [[{ id: '1' }]], pageParams: [null] }
    client.setQueryData(notificationKeys.list(), pages)
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }))
    expect(await within(dialog).findByRole('alert')).toBeTruthy()
    expect(client.getQueryData(notificationKeys.list())).toEqual(pages)
  })
})
