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
import { imageFields } from './endpoints'
import { useUpdateCredentials } from './mutations'
import type { UpdateCredentialsBody } from './types'

afterEach(() => {
  session.clear({ everything: true })
  vi.unstubAllGlobals()
})

const body: UpdateCredentialsBody = {
  display_name: 'Alice A.',
  note: 'Hello',
  avatar: null,
  avatar_media_type: null,
  header: '',
  header_media_type: null,
  locked: true,
  mention_policy: 'only_known',
  fields_attributes: [{ name: 'Site', value: 'https://alice.test' }],
}

function setup() {
  session.setToken('tok')
  const queryClient = createQueryClient()
  const user = makeUser()
  queryClient.setQueryData(accountKeys.current('tok'), user)
  queryClient.setQueryData(accountKeys.detail(user.id), user)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, user, ...renderHook(() => useUpdateCredentials(), { wrapper }) }
}

describe('update_credentials', () => {
  it('sends the payload as JSON with PATCH and replaces the current user with the answer', async () => {
    const answer = makeUser({ display_name: 'Alice A.', locked: true })
    const { calls } = stubFetch(() => jsonResponse(200, answer))
    const { result, queryClient, user } = setup()
    act(() => result.current.mutate(body))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/v1/accounts/update_credentials', body })
    expect(queryClient.getQueryData<CredentialAccount>(accountKeys.current('tok'))).toEqual(answer)
    expect(queryClient.getQueryState(accountKeys.detail(user.id))?.isInvalidated).toBe(true)
  })

  it('keeps the cached user when the server refuses', async () => {
    stubFetch(() => errorResponse(400, 'invalid mention policy'))
    const { result, queryClient, user } = setup()
    act(() => result.current.mutate(body))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.message).toBe('invalid mention policy')
    expect(queryClient.getQueryData(accountKeys.current('tok'))).toEqual(user)
  })
})

describe('image fields', () => {
  it('keeps with null, removes with an empty string, replaces with base64 and its type', () => {
    expect(imageFields(null)).toEqual({ data: null, mediaType: null })
    expect(imageFields('remove')).toEqual({ data: '', mediaType: null })
    expect(imageFields({ data: 'iVBO', mediaType: 'image/png' })).toEqual({ data: 'iVBO', mediaType: 'image/png' })
  })
})
