// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { createQueryClient } from '@/lib/query-client'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch, type StubRequest } from '@/lib/testing/fetch-stub'
import { makeInstance, makeUser } from '@/lib/testing/fixtures'
import { toastStore } from '@/ui/toast/toast-store'
import { ProfileEditor } from './profile-editor'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

const field = (name: string, value: string) => ({ name, value, verified_at: null, is_legacy_proof: false })

function setup(
  user: CredentialAccount = makeUser(),
  answer: (req: StubRequest) => Response = () => jsonResponse(200, user),
  instance = makeInstance(),
) {
  session.setToken('tok')
  const { calls } = stubFetch(answer)
  const queryClient = createQueryClient()
  queryClient.setQueryData(accountKeys.current('tok'), user)
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider history={createMemoryHistory(['/settings/profile'])}>
          <ProfileEditor user={user} instance={instance} />
        </RouterProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
  return { calls, queryClient, save }
}

describe('profile editor', () => {
  it('disables saving above 75 characters of display name', () => {
    const { save } = setup()
    const name = screen.getByLabelText('Display name')
    fireEvent.input(name, { target: { value: 'a'.repeat(76) } })
    expect(save.disabled).toBe(true)
    expect(screen.getByText('Use at most 75 characters.')).toBeTruthy()
    fireEvent.input(name, { target: { value: ` ${'a'.repeat(75)} ` } })
    expect(save.disabled).toBe(false)
  })

  it('marks a repeated label as an error and hides Add field at the limit', () => {
    const fields = Array.from({ length: 9 }, (_, i) => field(`Label${i}`, `v${i}`))
    const { save } = setup(makeUser({ source: { note: null, fields } }))
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }))
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull()
    fireEvent.input(screen.getByLabelText('Label 10'), { target: { value: ' Label0 ' } })
    expect(screen.getByText('This label is already used by another field.')).toBeTruthy()
    expect(save.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Remove field 10' }))
    expect(save.disabled).toBe(false)
    expect(screen.getByRole('button', { name: 'Add field' })).toBeTruthy()
  })

  it('refuses an image type the instance does not take', async () => {
    setup()
    const input = document.querySelector('input[name="avatar"]') as HTMLInputElement
    expect(input.accept).toBe('image/png')
    const file = new File(['GIF89a'], 'a.gif', { type: 'image/gif' })
    fireEvent.change(input, { target: { files: [file] } })
    expect(await screen.findByText(/This file type is not supported/)).toBeTruthy()
  })

  it('sends the whole profile, replaces the current user and says it is saved', async () => {
    const user = makeUser({
      display_name: 'Alice',
      avatar: 'https://parley.test/a.png',
      source: { note: 'Hi', fields: [field('Site', 'https://a.test')] },
    })
    const answer = makeUser({
      display_name: 'Alice A.',
      locked: true,
      source: { note: 'Hi', fields: [field('Site', 'https://a.test')] },
    })
    const { calls, queryClient, save } = setup(user, () => jsonResponse(200, answer))
    fireEvent.input(screen.getByLabelText('Display name'), { target: { value: '  Alice A. ' } })
    fireEvent.click(screen.getByLabelText('Approve followers manually'))
    fireEvent.click(screen.getByLabelText('Follows and followers'))
    fireEvent.click(screen.getByRole('button', { name: 'Remove avatar' }))
    fireEvent.click(save)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toEqual({
      display_name: 'Alice A.',
      note: 'Hi',
      avatar: '',
      avatar_media_type: null,
      header: null,
      header_media_type: null,
      locked: true,
      mention_policy: 'only_contacts',
      fields_attributes: [{ name: 'Site', value: 'https://a.test' }],
    })
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.current('tok'))).toEqual(answer))
    expect(toastStore.snapshot().map((t) => t.message)).toContain('Profile saved')
  })

  it('offers the automated-account flag on Mitra 4.2 and later and saves it with the profile', async () => {
    const user = makeUser({ display_name: 'Alice', source: { note: 'Hi', fields: [] } })
    const answer = makeUser({ display_name: 'Alice', bot: true, source: { note: 'Hi', fields: [] } })
    const instance = makeInstance({ version: '4.0.0 (compatible; Mitra 5.9.1)' })
    const { calls, queryClient, save } = setup(user, () => jsonResponse(200, answer), instance)
    const flag = screen.getByLabelText('This is an automated account') as HTMLInputElement
    expect(flag.checked).toBe(false)
    expect(flag.getAttribute('aria-describedby')).toBeTruthy()
    fireEvent.click(flag)
    fireEvent.click(save)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({ display_name: 'Alice', bot: true, locked: false })
    await waitFor(() => expect(queryClient.getQueryData(accountKeys.current('tok'))).toEqual(answer))
    expect((screen.getByLabelText('This is an automated account') as HTMLInputElement).checked).toBe(true)
  })

  it('shows no automated-account flag on Mitra 3.21 and sends no `bot`', async () => {
    const { calls, save } = setup(makeUser({ bot: true }))
    expect(screen.queryByLabelText('This is an automated account')).toBeNull()
    fireEvent.click(save)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).not.toHaveProperty('bot')
  })

  it('shows the server error inline', async () => {
    const { save } = setup(makeUser(), () => errorResponse(400, 'invalid mention policy'))
    fireEvent.click(save)
    expect(await screen.findByText('invalid mention policy')).toBeTruthy()
  })
})
