import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { useLogout } from '@/api/auth/logout'
import { useSwitchAccount } from '@/lib/account-switch'
import { accountSummary } from '@/lib/end-session'
import { useNavigate } from '@/lib/router'
import { ADD_ACCOUNT_PATH, session, useAccounts } from '@/lib/session'
import { Avatar } from '@/ui/avatar'
import { Icon } from '@/ui/icon'
import { Spinner } from '@/ui/spinner'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { AccountMenuItem } from './account-menu-item'
import styles from './account-menu.module.css'

type AccountMenuProps = { user: CredentialAccount }

/**
 * The header's account switcher (WAI-ARIA menu button): the current avatar opens a menu with the
 * own profile, the other signed-in accounts to switch to, "Add account" and "Log out @acct".
 * Enter, Space or the arrows open it; arrows, Home and End move; Escape closes it and focus goes
 * back to the button; Tab or a click outside closes it.
 */
export function AccountMenu({ user }: AccountMenuProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const accounts = useAccounts()
  const switchAccount = useSwitchAccount()
  const logout = useLogout()
  const [open, setOpen] = useState(false)
  const startAt = useRef<'first' | 'last'>('first')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const groupId = useId()

  // Keeps the switcher's picture and name of this account up to date (and remembers a session
  // that started before several accounts were kept).
  useEffect(() => session.rememberActive(accountSummary(user)), [user])

  const others = accounts.filter((a) => a.id !== user.id)
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  useLayoutEffect(() => {
    if (!open) return
    const list = items()
    ;(startAt.current === 'last' ? list[list.length - 1] : list[0])?.focus()
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

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
    const list = items()
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

  const choose = (action: () => void) => {
    close(true)
    action()
  }

  const logOut = () => {
    // Not mutate()'s own callbacks: they are skipped once this menu unmounts with the session.
    void logout
      .mutateAsync(null)
      .catch(() => 'landing' as const)
      .then((next) => {
        if (next !== 'stay') void navigate(next === 'home' ? '/home' : '/', { replace: true })
      })
  }

  const handle = `@${user.acct}`
  const label = t`Accounts, signed in as ${handle}`

  return (
    <div className={styles.wrap}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={logout.isPending || undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {logout.isPending ? <Spinner size="sm" /> : <Avatar account={user} size={32} />}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open ? (
        <div ref={menuRef} id={menuId} role="menu" tabIndex={-1} aria-label={t`Accounts`} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <AccountMenuItem onSelect={() => choose(() => void navigate(`/@${user.username}`))}>
            <Icon name="user" className={styles.icon} />
            <span>{t`Your profile`}</span>
          </AccountMenuItem>
          {others.length > 0 ? (
            <div role="group" aria-labelledby={groupId} className={styles.group}>
              <div id={groupId} role="presentation" className={styles.groupLabel}>
                {t`Switch account`}
              </div>
              {others.map((account) => {
                const acct = `@${account.acct}`
                return (
                  <AccountMenuItem key={account.id} onSelect={() => choose(() => switchAccount(account.id))}>
                    <VisuallyHidden>{t`Switch to`} </VisuallyHidden>
                    <Avatar account={{ id: account.id, avatar: account.avatar, actor_id: account.actorId ?? null }} size={28} />
                    <span className={styles.names}>
                      <span className={styles.name} dir="auto">
                        {account.displayName || account.acct}
                      </span>{' '}
                      <span className={styles.acct}>{acct}</span>
                    </span>
                  </AccountMenuItem>
                )
              })}
            </div>
          ) : null}
          <div role="separator" className={styles.separator} />
          <AccountMenuItem onSelect={() => choose(() => void navigate(ADD_ACCOUNT_PATH))}>
            <Icon name="plus" className={styles.icon} />
            <span>{t`Add account`}</span>
          </AccountMenuItem>
          <AccountMenuItem tone="danger" onSelect={() => choose(logOut)}>
            <Icon name="logout" className={styles.icon} />
            <span>{t`Log out ${handle}`}</span>
          </AccountMenuItem>
        </div>
      ) : null}
    </div>
  )
}
