import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useNavigate } from '@/lib/router'
import { announce } from './announce'
import { actionControl, composerField, focusItem, itemsOf, neighbourItem } from './item-navigation'
import type { ItemAction } from './markers'
import { commandFor, itemOf } from './shortcuts'

/** How long `n` waits for home's composer after going home. */
const COMPOSER_WAIT = 5000

/** Focuses the composer once it is in the page (after a navigation to home), for a while at most. */
function focusComposerWhenShown(): void {
  const observer = new MutationObserver(() => {
    const field = composerField()
    if (!field) return
    observer.disconnect()
    clearTimeout(timer)
    // After the navigation has moved the focus to the page's heading.
    requestAnimationFrame(() => field.focus())
  })
  const timer = setTimeout(() => observer.disconnect(), COMPOSER_WAIT)
  observer.observe(document.body, { childList: true, subtree: true })
}

type Options = {
  /** Opens the list of shortcuts. */
  onHelp: () => void
  /** n writes a post (default true; guests have no composer). */
  compose?: boolean
  /**
   * Keys pressed before the shortcuts were listening (their code loads on the first key): handled
   * in order, once each, as the shortcuts start; the list is emptied.
   */
  pending?: { readonly current: KeyboardEvent[] }
}

/** Keys handled after the fact: once each, also under StrictMode's repeated effects. */
const replayed = new WeakSet<KeyboardEvent>()

/**
 * The keyboard shortcuts of the signed-in layout (see SHORTCUTS): j and k move the focus between
 * posts, the post keys press the focused post's controls and say the result politely, n goes to
 * the composer and ? opens the help. Keys typed in fields, dialogs and menus are never taken.
 */
export function useKeyboardShortcuts({ onHelp, compose = true, pending }: Options): void {
  const { t } = useLingui()
  const navigate = useNavigate()

  useEffect(() => {
    const toggled: Partial<Record<ItemAction, (on: boolean) => string>> = {
      like: (on) => (on ? t`Liked` : t`Like removed`),
      repost: (on) => (on ? t`Reposted` : t`Repost removed`),
      bookmark: (on) => (on ? t`Bookmarked` : t`Bookmark removed`),
    }

    const press = (item: HTMLElement, action: ItemAction) => {
      const control = actionControl(item, action)
      if (!control) return false
      const was = control.getAttribute('aria-pressed') === 'true'
      const expanded = control.getAttribute('aria-expanded') === 'true'
      control.click()
      const say = toggled[action]
      if (say && control.hasAttribute('aria-pressed')) announce(say(!was))
      if (action === 'warning') announce(expanded ? t`Content hidden` : t`Content shown`)
      return true
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandFor(event)
      if (!command) return
      switch (command) {
        case 'next':
        case 'previous': {
          const item = neighbourItem(itemsOf(), document.activeElement, command === 'next' ? 1 : -1)
          if (item) focusItem(item)
          break
        }
        case 'compose': {
          if (!compose) return
          const field = composerField()
          if (field) {
            field.focus({ preventScroll: true })
            field.scrollIntoView?.({ block: 'center' })
          } else {
            void navigate('/home')
            focusComposerWhenShown()
          }
          break
        }
        case 'help':
          onHelp()
          break
        default: {
          const item = itemOf(event.target)
          if (!item || !press(item, command)) return
        }
      }
      event.preventDefault()
    }

    document.addEventListener('keydown', onKeyDown)
    for (const event of pending?.current.splice(0) ?? []) {
      if (replayed.has(event)) continue
      replayed.add(event)
      onKeyDown(event)
    }
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [t, navigate, onHelp, compose, pending])
}
