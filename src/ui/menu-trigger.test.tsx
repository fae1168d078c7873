// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadOnce } from '@/lib/load-once'
import { MenuButton, type MenuStart } from './menu'
import { MenuTrigger } from './menu-trigger'

afterEach(cleanup)

/** A menu whose code arrives when `arrive` is called (or fails with `fail`). */
function lateMenu() {
  let arrive: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  const load = vi.fn(
    () => new Promise<'menu'>((resolve, reject) => ((arrive = () => resolve('menu')), (fail = reject))),
  )
  return {
    menu: loadOnce(load),
    load,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  }
}

function Slot({ menu, onFailed = () => {} }: { menu: ReturnType<typeof lateMenu>['menu']; onFailed?: () => void }) {
  const [start, setStart] = useState<MenuStart | null>(null)
  if (start)
    return <MenuButton label="More actions" start={start} items={[{ id: 'pin', label: 'Pin', onSelect: () => {} }]} />
  return <MenuTrigger label="More actions" menu={menu} onLoaded={(_, how) => setStart(how)} onFailed={onFailed} />
}

describe('MenuTrigger', () => {
  it('stands in for the menu button, and starts loading when the pointer comes over it', async () => {
    const late = lateMenu()
    render(<Slot menu={late.menu} />)
    const button = screen.getByRole('button', { name: 'More actions' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(late.load).not.toHaveBeenCalled()
    fireEvent.pointerEnter(button)
    expect(late.load).toHaveBeenCalledTimes(1)
    await late.arrive()
    // The real button took its place, closed.
    expect(screen.getByRole('button', { name: 'More actions' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens the menu at its first item when it was pressed before the code came', async () => {
    const late = lateMenu()
    render(<Slot menu={late.menu} />)
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }))
    expect(screen.getByRole('button', { name: 'More actions' }).getAttribute('aria-busy')).toBe('true')
    await late.arrive()
    expect(screen.getByRole('menu')).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('Pin')
  })

  it('keeps the focus on the button that replaces it', async () => {
    const late = lateMenu()
    render(<Slot menu={late.menu} />)
    act(() => screen.getByRole('button', { name: 'More actions' }).focus())
    await late.arrive()
    const real = screen.getByRole('button', { name: 'More actions' })
    expect(real.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(real)
  })

  it('waits for a press to end before the menu takes its place, so that the click is not lost', async () => {
    const late = lateMenu()
    render(<Slot menu={late.menu} />)
    const standIn = screen.getByRole('button', { name: 'More actions' })
    fireEvent.pointerEnter(standIn)
    fireEvent.pointerDown(standIn)
    await late.arrive()
    expect(screen.getByRole('button', { name: 'More actions' })).toBe(standIn)
    fireEvent.pointerUp(window)
    fireEvent.click(standIn)
    expect(await screen.findByRole('menu')).toBeTruthy()
  })

  it('says so when a press cannot load the menu, and a new press tries again', async () => {
    const late = lateMenu()
    const onFailed = vi.fn()
    render(<Slot menu={late.menu} onFailed={onFailed} />)
    const button = screen.getByRole('button', { name: 'More actions' })
    fireEvent.click(button)
    await late.fail(new TypeError('Failed to fetch dynamically imported module'))
    expect(onFailed).toHaveBeenCalledTimes(1)
    expect(button.getAttribute('aria-busy')).toBeNull()
    fireEvent.click(button)
    expect(late.load).toHaveBeenCalledTimes(2)
  })
})
