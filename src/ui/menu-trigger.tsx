import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { LoadOnce } from '@/lib/load-once'
import { trackPress } from '@/lib/track-press'
import { Icon } from './icon'
import { iconMore } from './icons/more'
import type { IconPath } from './icons/icon'
import type { MenuStart } from './menu'
import styles from './menu.module.css'

type MenuTriggerProps<T> = {
  /** Accessible name, as the menu's own button has it. */
  label: string
  icon?: IconPath
  /** What the menu's own button shows instead of the icon, with its class. */
  children?: ReactNode
  className?: string
  /** The menu's code. */
  menu: LoadOnce<T>
  /** Called once the code is in, with how the menu is to start. */
  onLoaded: (loaded: T, start: MenuStart) => void
  /** Called when a press could not load the code. */
  onFailed: () => void
}

/**
 * The button of a menu whose code loads when the menu is about to be used (a pointer over the
 * button, the focus on it, a press): the same button as MenuButton's, named the same. Once the
 * code is in, the menu takes its place, open if it was pressed meanwhile and with the focus if the
 * button had it.
 */
export function MenuTrigger<T>({
  label,
  icon = iconMore,
  children,
  className,
  menu,
  onLoaded,
  onFailed,
}: MenuTriggerProps<T>) {
  const button = useRef<HTMLButtonElement>(null)
  const [opening, setOpening] = useState(false)
  const wanted = useRef<MenuStart['open']>(null)
  const code = useRef<{ loaded: T } | null>(null)
  // A press must begin and end on the same button, or it is no click: the menu waits for it.
  const pressing = useRef(false)
  const handOver = () => {
    if (pressing.current || !code.current) return
    onLoaded(code.current.loaded, {
      open: wanted.current,
      focus: button.current !== null && document.activeElement === button.current,
    })
  }
  const load = (open?: 'first' | 'last') => {
    if (open) {
      wanted.current = open
      setOpening(true)
    }
    menu.load().then(
      (loaded) => {
        code.current = { loaded }
        handOver()
      },
      () => {
        if (!open) return
        setOpening(false)
        onFailed()
      },
    )
  }
  const onPointerDown = () => trackPress(pressing, handOver)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    load(event.key === 'ArrowUp' ? 'last' : 'first')
  }
  return (
    <button
      ref={button}
      type="button"
      className={className ?? styles.trigger}
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opening || undefined}
      onPointerEnter={() => load()}
      onPointerDown={onPointerDown}
      onFocus={() => load()}
      onClick={() => load('first')}
      onKeyDown={onKeyDown}
    >
      {children ?? <Icon path={icon} />}
    </button>
  )
}
