// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountKeys } from '../accounts/queries'
import type { CredentialAccount } from '../accounts/types'
import { createQueryClient } from '@/lib/query-client'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { makeUser } from '@/lib/testing/fixtures'
import { useChangePassword, useDeleteAccount, useExportCsv, useSaveClientConfig } from './mutations'

afterEach(() => {
  session.clear({ everything: true })
  vi.unstubAllGlobals()
})

function setup<T>(hook: () => T, user: CredentialAccount = makeUser()) {
  session.setToken('tok')
  const queryClient = createQueryClient()
  queryClient.setQueryData(accountKeys.current('tok'), user)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, ...renderHook(hook, { wrapper }) }
}

const current = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryData<CredentialAccount>(accountKeys.current('tok'))

describe('saving client settings', () => {
  it('sends the whole object under the client key and puts the answer in the cache', async () => {
    const stored = { 'mitra-web': { locale: 'de', ctrlEnterEnabled: true }, other: { x: 1 } as never }
    const { calls } = stubFetch((req) => {
      const body = req.body as Record<string, unknown>
      return jsonResponse(200, makeUser({ client_config: { ...stored, ...(body as Record<string, never>) } }))
    })
    const { result, queryClient } = setup(() => useSaveClientConfig(), makeUser({ client_config: stored }))
    act(() => result.current.mutate({ theme: 'dark' }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.path).toBe('/api/v1/settings/client_config')
    expect(calls[0]?.body).toEqual({ 'mitra-web': { locale: 'de', ctrlEnterEnabled: true, theme: 'dark' } })
    expect(current(queryClient)?.client_config?.['mitra-web']).toEqual({
      locale: 'de',
      ctrlEnterEnabled: true,
      theme: 'dark',
    })
  })

  it('runs saves one after another, each merging into the previous answer', async () => {
    const { calls } = stubFetch((req) => {
      const body = req.body as { 'mitra-web': object }
      return jsonResponse(200, makeUser({ client_config: body }))
    })
    const { result, queryClient } = setup(() => [useSaveClientConfig(), useSaveClientConfig()] as const)
    act(() => {
      result.current[0].mutate({ contentWarningsEnabled: false })
      result.current[1].mutate({ defaultVisibility: 'private' })
    })
    await waitFor(() => expect(result.current[1].isSuccess).toBe(true))
    expect(calls.map((c) => c.body)).toEqual([
      { 'mitra-web': { contentWarningsEnabled: false } },
      { 'mitra-web': { contentWarningsEnabled: false, defaultVisibility: 'private' } },
    ])
    expect(current(queryClient)?.client_config?.['mitra-web']).toEqual({
      contentWarningsEnabled: false,
      defaultVisibility: 'private',
    })
  })

  it('leaves the cached user alone when the save fails', async () => {
    stubFetch(() => errorResponse(400, 'client config size exceeds limit'))
    const { result, queryClient } = setup(() => useSaveClientConfig())
    act(() => result.current.mutate({ ctrlEnterEnabled: true }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toBe('client config size exceeds limit')
    expect(current(queryClient)?.client_config).toEqual({})
  })
})

describe('password change', () => {
  it('posts new_password and replaces the current user', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, makeUser({ display_name: 'Changed' })))
    const { result, queryClient } = setup(() => useChangePassword())
    act(() => result.current.mutate('s3cret'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls[0]?.path).toBe('/api/v1/settings/change_password')
    expect(calls[0]?.body).toEqual({ new_password: 's3cret' })
    expect(current(queryClient)?.display_name).toBe('Changed')
  })
})

describe('exports and account deletion', () => {
  it('hands the CSV over with its file name', async () => {
    const { calls } = stubFetch(
      () => new Response('bob@parley.test\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    )
    const save = vi.fn<(file: Blob, name: string) => void>()
    const { result } = setup(() => useExportCsv(save))
    act(() => result.current.mutate('followers'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls[0]?.path).toBe('/api/v1/settings/export_followers')
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok')
    expect(save).toHaveBeenCalledOnce()
    const [file, name] = save.mock.calls[0]!
    expect(name).toBe('followers.csv')
    expect(await file.text()).toBe('bob@parley.test\n')
  })

  it('deletes the account with an empty POST answered by 204', async () => {
    const { calls } = stubFetch(() => jsonResponse(204, null))
    const { result } = setup(() => useDeleteAccount())
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/settings/delete_account' })
  })
})
