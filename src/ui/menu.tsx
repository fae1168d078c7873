import { useLayoutEffect } from 'react'
import { Icon } from './icon'
import type { IconPath } from '@/ui/icons/icon'
import { MenuItemButton } from './menu-item-button'
import styles from './menu.module.css'
import { useMenu } from './use-menu'
import { iconMore } from '@/ui/icons/more'

export type MenuItem = {
  id: string
  label: string
  icon?: IconPath
  tone?: 'danger'
  onSelect: () => void
}

type MenuButtonProps = {
  /** Accessible name of the button that opens the menu. */
  label: string
  icon?: IconPath
  /** The items, or a function giving them, called only when the menu opens. */
  items: readonly MenuItem[] | (() => readonly MenuItem[])
  className?: string
  /** How the menu starts (see MenuTrigger): open at an item, or closed with the focus on its button. */
  start?: MenuStart
}

/** How a menu whose code loaded on demand starts: as its stand-in button was left. */
export type MenuStart = { open: 'first' | 'last' | null; focus: boolean }

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or the arrows open it, arrows, Home and End
 * move between items, Escape closes it and focus goes back to the button; Tab or a click outside
 * closes it. It floats above the page (position: fixed), so cards with hidden overflow do not
 * clip it.
 */
export function MenuButton({ label, icon = iconMore, items, className, start }: MenuButtonProps) {
  const { open, position, choose, buttonProps, menuProps } = useMenu({
    floating: true,
    initiallyOpen: start?.open ?? null,
  })
  const focusButton = start?.focus === true && start.open === null
  useLayoutEffect(() => {
    if (focusButton) buttonProps.ref.current?.focus()
    // On mount only: the stand-in had the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <>
      <button
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        {...buttonProps}
      >
        <Icon path={icon} />
      </button>
      {open ? (
        <div
          {...menuProps}
          aria-label={label}
          className={styles.menu}
          // Until placed it is transparent, not hidden: hidden elements cannot take the focus.
          style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, opacity: 0 }}
        >
          {(typeof items === 'function' ? items() : items).map((item) => (
            <MenuItemButton key={item.id} icon={item.icon} tone={item.tone} onSelect={() => choose(item.onSelect)}>
              <span>{item.label}</span>
            </MenuItemButton>
          ))}
        </div>
      ) : null}
    </>
  )
}
