// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MenuButton } from './menu'

afterEach(cleanup)

describe('MenuButton', () => {
  it('opens from the keyboard, moves with the arrows, and Escape returns the focus', async () => {
    const copy = vi.fn()
    render(
      <MenuButton
        label="More actions"
        items={[
          { id: 'a', label: 'Copy link', onSelect: copy },
          { id: 'b', label: 'Pin', onSelect: vi.fn() },
          { id: 'c', label: 'Delete', onSelect: vi.fn() },
        ]}
      />,
    )
    const button = screen.getByRole('button', { name: 'More actions' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('Copy link')
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Pin')
    await userEvent.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Delete')
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Copy link')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{ArrowUp}')
    expect(document.activeElement?.textContent).toBe('Delete')
    await userEvent.keyboard('{Home}{Enter}')
    expect(copy).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('works out its items only when it opens', async () => {
    const items = vi.fn(() => [{ id: 'a', label: 'Copy link', onSelect: vi.fn() }])
    render(<MenuButton label="More actions" items={items} />)
    expect(items).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }))
    expect(items).toHaveBeenCalled()
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeTruthy()
  })
})
