import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from './icon'
import type { IconName } from './icon-paths'
import styles from './menu.module.css'

export type MenuItem = {
  id: string
  label: string
  icon?: IconName
  tone?: 'danger'
  onSelect: () => void
}

type MenuButtonProps = {
  /** Accessible name of the button that opens the menu. */
  label: string
  icon?: IconName
  /** The items, or a function giving them, called only when the menu opens. */
  items: readonly MenuItem[] | (() => readonly MenuItem[])
  className?: string
}

type Position = { top: number; left: number }

function place(button: HTMLElement, menu: HTMLElement): Position {
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

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or the arrows open it, arrows, Home and End
 * move between items, Escape closes it and focus goes back to the button; Tab or a click outside
 * closes it. It floats above the page (position: fixed), so cards with hidden overflow do not
 * clip it.
 */
export function MenuButton({ label, icon = 'more', items, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const [position, setPosition] = useState<Position | null>(null)
  const startAt = useRef<'first' | 'last'>('first')
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
    setPosition(place(buttonRef.current, menuRef.current))
    const list = itemsOf()
    ;(startAt.current === 'last' ? list[list.length - 1] : list[0])?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      close(false)
    }
    const onMove = () => close(false)
    document.addEventListener('pointerdown', onPointerDown)
    window.addEventListener('resize', onMove)
    window.addEventListener('scroll', onMove, true)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      window.removeEventListener('resize', onMove)
      window.removeEventListener('scroll', onMove, true)
    }
  }, [open])

  const openAt = (where: 'first' | 'last') => {
    startAt.current = where
    setOpen(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowUp' ? 'last' : 'first')
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = itemsOf()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1)
        break
      case 'ArrowUp':
        focusAt(index - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(list.length - 1)
        break
      case 'Escape':
        close(true)
        break
      case 'Tab':
        close(false)
        return
      default: {
        // Typing a letter moves to the next item starting with it.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
        const letter = event.key.toLocaleLowerCase()
        const next = list.findIndex((el, i) => i > index && el.textContent?.trim().toLocaleLowerCase().startsWith(letter))
        const found = next >= 0 ? next : list.findIndex((el) => el.textContent?.trim().toLocaleLowerCase().startsWith(letter))
        if (found >= 0) focusAt(found)
      }
    }
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name={icon} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          className={styles.menu}
          // Until placed it is transparent, not hidden: hidden elements cannot take the focus.
          style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, opacity: 0 }}
          onKeyDown={onMenuKeyDown}
        >
          {(typeof items === 'function' ? items() : items).map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
              onClick={() => {
                close(true)
                item.onSelect()
              }}
            >
              {item.icon ? <Icon name={item.icon} className={styles.icon} /> : null}
              <span>{item.label}</span>
            </button>
          ))}
        </div>
      ) : null}
    </>
  )
}
