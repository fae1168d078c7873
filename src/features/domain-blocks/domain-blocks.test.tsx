// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { domainBlocksQuery } from '@/api/instance/domain-blocks'
import { session } from '@/lib/session'
import { errorResponse, jsonResponse, stubFetch } from '@/lib/testing/fetch-stub'
import { DomainBlocks } from './domain-blocks'

const PATH = '/api/v1/instance/domain_blocks'
const spam = { domain: 'spam.example', digest: 'a'.repeat(64), severity: 'suspend', comment: null }

/** Renders the section for a member or a guest, with the instance answering `answer`. */
function setup(signedIn: boolean, answer: () => Response) {
  if (signedIn) session.setToken('token')
  const stub = stubFetch((req) => (req.path === PATH ? answer() : errorResponse(404, 'not found')))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DomainBlocks signedIn={signedIn} sectionClass="" titleClass="" />
      </QueryClientProvider>
    </I18nProvider>,
  )
  /** Settles once the answer has been taken and React has rendered what came of it. */
  const answered = async () => {
    await waitFor(() => expect(client.getQueryState(domainBlocksQuery(signedIn).queryKey)?.fetchStatus).toBe('idle'))
    await waitFor(() => expect(client.getQueryState(domainBlocksQuery(signedIn).queryKey)?.status).not.toBe('pending'))
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { ...stub, answered }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.clear({ everything: true })
})

describe('DomainBlocks', () => {
  it('lists the blocked domains for a guest where the instance makes them public', async () => {
    const stub = setup(false, () => jsonResponse(200, [spam]))
    const region = await screen.findByRole('region', { name: 'Blocked domains' })
    expect(region.querySelectorAll('li')).toHaveLength(1)
    expect(region.textContent).toContain('spam.example')
    expect(stub.calls[0]?.headers.get('authorization')).toBeNull()
  })

  it('shows a guest nothing, not even an error, when the instance keeps the list to members', async () => {
    const { answered } = setup(false, () => errorResponse(401, 'authentication required'))
    await answered()
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.queryByText('The blocked domains could not be loaded')).toBeNull()
  })

  it('tells a guest when the list could not be loaded for another reason', async () => {
    setup(false, () => errorResponse(500, 'internal error'))
    expect(await screen.findByText('The blocked domains could not be loaded')).toBeTruthy()
  })

  it("asks with the member's token and says when the list could not be loaded", async () => {
    const stub = setup(true, () => errorResponse(500, 'internal error'))
    expect(await screen.findByText('The blocked domains could not be loaded')).toBeTruthy()
    expect(stub.calls[0]?.headers.get('authorization')).toBe('Bearer token')
  })

  it('shows nothing when the instance blocks no domain', async () => {
    const { answered } = setup(true, () => jsonResponse(200, []))
    await answered()
    expect(screen.queryByRole('region')).toBeNull()
  })
})
