import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'

export type MenuPosition = { top: number; left: number }

function place(button: HTMLElement, menu: HTMLElement): MenuPosition {
  const anchor = button.getBoundingClientRect()
  const width = menu.offsetWidth
  const height = menu.offsetHeight
  const rtl = getComputedStyle(button).direction === 'rtl'
  let left = rtl ? anchor.left : anchor.right - width
  left = Math.max(8, Math.min(left, window.innerWidth - width - 8))
  const below = anchor.bottom + 4
  const top = below + height > window.innerHeight - 8 && anchor.top - height - 4 > 8 ? anchor.top - height - 4 : below
  return { top, left }
}

type UseMenuOptions = {
  /** The menu floats above the page (position: fixed) next to its button, and closes on scroll. */
  floating?: boolean
  /** Open from the start, at its first or last item (a menu whose code loaded when it was asked for). */
  initiallyOpen?: 'first' | 'last' | null
}

/**
 * The behaviour of a menu button (WAI-ARIA menu pattern): Enter, Space or the arrows open it,
 * arrows, Home and End move between items, a letter moves to the next item starting with it,
 * Escape closes it and focus goes back to the button; Tab or a click outside closes it.
 * Items are the menu's elements with role="menuitem" (roving focus, tabIndex -1).
 */
export function useMenu({ floating = false, initiallyOpen = null }: UseMenuOptions = {}) {
  const [open, setOpen] = useState(initiallyOpen !== null)
  const [position, setPosition] = useState<MenuPosition | null>(null)
  const startAt = useRef<'first' | 'last'>(initiallyOpen ?? 'first')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()

  const itemsOf = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const close = (refocus: boolean) => {
    setOpen(false)
    setPosition(null)
    if (refocus) buttonRef.current?.focus()
  }

  useLayoutEffect(() => {
    if (!open || !buttonRef.current || !menuRef.current) return
    if (floating) setPosition(place(buttonRef.current, menuRef.current))
    const list = itemsOf()
    ;(startAt.current === 'last' ? list[list.length - 1] : list[0])?.focus()
  }, [open, floating])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      close(false)
    }
    const onMove = () => close(false)
    document.addEventListener('pointerdown', onPointerDown)
    if (floating) {
      window.addEventListener('resize', onMove)
      window.addEventListener('scroll', onMove, true)
    }
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('resize', onMove)
      window.removeEventListener('scroll', onMove, true)
    }
  }, [open, floating])

  const openAt = (where: 'first' | 'last') => {
    startAt.current = where
    setOpen(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openAt(event.key === 'ArrowUp' ? 'last' : 'first')
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = itemsOf()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus()
    if (event.key === 'Tab') return close(false)
    if (event.key === 'ArrowDown') focusAt(index + 1)
    else if (event.key === 'ArrowUp') focusAt(index - 1)
    else if (event.key === 'Home') focusAt(0)
    else if (event.key === 'End') focusAt(list.length - 1)
    else if (event.key === 'Escape') close(true)
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A letter moves to the next item starting with it (and is no page shortcut meanwhile).
      const letter = event.key.toLocaleLowerCase()
      const starts = (el: HTMLElement) => el.textContent?.trim().toLocaleLowerCase().startsWith(letter)
      const next = list.findIndex((el, i) => i > index && starts(el))
      const found = next >= 0 ? next : list.findIndex(starts)
      if (found >= 0) focusAt(found)
    } else return
    event.preventDefault()
    event.stopPropagation()
  }

  /** Closes the menu, gives the focus back to its button, then runs what the item does. */
  const choose = (action: () => void) => {
    close(true)
    action()
  }

  return {
    open,
    position,
    choose,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', tabIndex: -1, onKeyDown: onMenuKeyDown },
  }
}
