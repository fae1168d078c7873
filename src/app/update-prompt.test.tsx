// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

const worker = vi.hoisted(() => ({ available: false, applyUpdate: vi.fn() }))
vi.mock('./sw-register', () => ({
  serviceWorkerEnabled: () => true,
  useUpdateAvailable: () => worker.available,
  applyUpdate: worker.applyUpdate,
}))

const { UpdatePrompt } = await import('./update-prompt')

afterEach(cleanup)

const show = () =>
  render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nProvider>,
  )

describe('UpdatePrompt', () => {
  it('keeps an empty polite status region while there is no new version', () => {
    worker.available = false
    show()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('offers the new version, and Reload (by keyboard) applies it', async () => {
    worker.available = true
    show()
    expect(screen.getByRole('status').textContent).toContain('A new version of Parley is available.')
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload' }))
    await user.keyboard('{Enter}')
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1)
  })
})
