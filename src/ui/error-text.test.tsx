// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, CLIENT_ERRORS, offlineError } from '@/lib/http'
import { useErrorText } from './error-text'

function errorText(): (error: unknown) => string {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
  return renderHook(() => useErrorText(), { wrapper }).result.current
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useErrorText', () => {
  it('says what to do when nothing answered', () => {
    const text = errorText()
    expect(text(new ApiError(0, CLIENT_ERRORS.network))).toBe(
      "Can't reach the server. Check your connection, then try again.",
    )
    expect(text(new ApiError(0, CLIENT_ERRORS.timeout))).toBe(
      'The server took too long to answer. Try again in a moment.',
    )
    expect(text(offlineError())).toBe("You're offline. Try again once the connection is back.")
  })

  it('calls a failed call offline when the browser says it is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(errorText()(new ApiError(0, CLIENT_ERRORS.network))).toMatch(/^You're offline/)
  })

  it('explains 429, 413 and server errors', () => {
    const text = errorText()
    expect(text(new ApiError(429, 'Too Many Requests'))).toBe('Too many requests. Wait a moment, then try again.')
    expect(text(new ApiError(413, CLIENT_ERRORS.tooLarge))).toBe('That is too large for the server to accept.')
    expect(text(new ApiError(413, 'file is too large'))).toBe('Too large for the server: file is too large')
    expect(text(new ApiError(500, 'internal error'))).toBe('The server ran into a problem (500 Internal Server Error).')
    expect(text(new ApiError(503, 'Service Unavailable'))).toBe(
      'The server ran into a problem (503 Service Unavailable).',
    )
    expect(text(new ApiError(599, 'odd'))).toBe('The server ran into a problem (599 odd).')
  })

  it("keeps the server's own message otherwise", () => {
    const text = errorText()
    expect(text(new ApiError(400, 'incorrect password'))).toBe('incorrect password')
    expect(text(new ApiError(404, 'profile not found'))).toBe('profile not found')
    expect(text(new ApiError(401, 'access token is invalid'))).toBe('Your session has expired. Sign in again.')
    expect(text(new Error('wallet not found'))).toBe('wallet not found')
    expect(text('?')).toBe('Something went wrong. Try again.')
  })
})
