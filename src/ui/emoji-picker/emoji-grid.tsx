import type { KeyboardEvent, ReactNode } from 'react'
import styles from './emoji-picker.module.css'

/**
 * Arrow keys move between the buttons of an emoji grid (rows by position on screen), Home and End
 * go to the ends; one button at a time is in the Tab order.
 */
export function moveInGrid(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-emoji]')]
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement)
  if (current < 0) return
  const here = buttons[current]!
  const sameRow = (b: HTMLElement) => Math.abs(b.offsetTop - here.offsetTop) < 4
  let next = current
  switch (event.key) {
    case 'ArrowRight':
      next = current + 1
      break
    case 'ArrowLeft':
      next = current - 1
      break
    case 'ArrowDown':
    case 'ArrowUp': {
      const down = event.key === 'ArrowDown'
      const step = down ? 1 : -1
      let i = current + step
      // Skip the rest of this row, then take the button nearest in the next row.
      while (buttons[i] && sameRow(buttons[i]!)) i += step
      const rowTop = buttons[i]?.offsetTop
      let best = i
      while (buttons[i] && buttons[i]!.offsetTop === rowTop) {
        if (Math.abs(buttons[i]!.offsetLeft - here.offsetLeft) < Math.abs(buttons[best]!.offsetLeft - here.offsetLeft))
          best = i
        i += step
      }
      next = best
      break
    }
    case 'Home':
      next = 0
      break
    case 'End':
      next = buttons.length - 1
      break
    default:
      return
  }
  event.preventDefault()
  const target = buttons[next]
  if (!target) return
  here.tabIndex = -1
  target.tabIndex = 0
  target.focus()
}

type EmojiGridProps = {
  label: string
  children: ReactNode
  className?: string
}

/** A group of emoji buttons moved through with the arrow keys. */
export function EmojiGrid({ label, children, className }: EmojiGridProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys of the buttons inside
    <div onKeyDown={moveInGrid}>
      <div role="group" aria-label={label} className={className ? `${styles.grid} ${className}` : styles.grid}>
        {children}
      </div>
    </div>
  )
}
