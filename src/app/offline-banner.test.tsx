// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineBanner } from './offline-banner'

const OFFLINE = /You're offline/

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
}

afterEach(cleanup)

describe('OfflineBanner', () => {
  it('says so while the browser is offline and goes away when it is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    render(
      <I18nProvider i18n={i18n}>
        <OfflineBanner />
      </I18nProvider>,
    )
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    act(() => goOffline(true))
    expect(screen.getByRole('status').textContent).toMatch(OFFLINE)
    expect(screen.getByText(/nothing can be sent until the connection is back/)).toBeTruthy()
    act(() => goOffline(false))
    expect(screen.queryByText(OFFLINE)).toBeNull()
  })

  it('shows at once when the page starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(
      <I18nProvider i18n={i18n}>
        <OfflineBanner />
      </I18nProvider>,
    )
    expect(screen.getByText(OFFLINE)).toBeTruthy()
  })
})
