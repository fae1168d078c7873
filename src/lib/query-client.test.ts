import { afterEach, describe, expect, it, vi } from 'vitest'
import { onlineManager } from '@tanstack/react-query'
import { createQueryClient } from './query-client'

afterEach(() => {
  onlineManager.setOnline(true)
})

describe('createQueryClient', () => {
  it('runs queries and mutations while offline so that their failure is shown, not paused', async () => {
    const client = createQueryClient()
    onlineManager.setOnline(false)
    const fail = vi.fn(() => Promise.reject(new Error('offline')))
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn: fail })).rejects.toThrow('offline')
    const mutation = client.getMutationCache().build(client, { mutationFn: fail })
    await expect(mutation.execute(undefined)).rejects.toThrow('offline')
    expect(fail).toHaveBeenCalledTimes(2)
  })
})
