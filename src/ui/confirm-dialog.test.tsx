// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

afterEach(cleanup)

function show(extra: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const calls = { confirm: vi.fn(), close: vi.fn() }
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmDialog
        open
        title="Remove it?"
        confirmLabel="Remove"
        onConfirm={calls.confirm}
        onClose={calls.close}
        {...extra}
      >
        <p>It goes for good.</p>
      </ConfirmDialog>
    </I18nProvider>,
  )
  return calls
}

describe('ConfirmDialog', () => {
  it('offers Cancel, which closes', () => {
    const calls = show()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(calls.close).toHaveBeenCalledOnce()
    expect(calls.confirm).not.toHaveBeenCalled()
  })

  it('offers another way on in place of Cancel, and can focus the confirm button first', () => {
    const other = vi.fn()
    const calls = show({ alternative: { label: 'Keep a copy', onClick: other }, focusConfirm: true, tone: 'primary' })
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }))
    fireEvent.click(screen.getByRole('button', { name: 'Keep a copy' }))
    expect(other).toHaveBeenCalledOnce()
    expect(calls.close).not.toHaveBeenCalled()
  })
})
