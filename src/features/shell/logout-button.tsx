import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@/lib/router'
import { useLogout } from '@/api/auth/logout'
import { Icon } from '@/ui/icon'
import { Spinner } from '@/ui/spinner'
import styles from './sidebar-nav.module.css'
import { iconLogout } from '@/ui/icons/logout'

/**
 * Logging the active account out: revokes its token and forgets it; the next signed-in account's
 * home opens, or the landing page when it was the last one.
 */
export function useLogOutAndLeave() {
  const navigate = useNavigate()
  const logout = useLogout()
  const logOut = () => {
    // Not mutate()'s own callbacks: they are skipped once the caller unmounts, which it does as
    // soon as the session ends on a screen guests may also see (e.g. /local).
    void logout
      .mutateAsync()
      .catch(() => 'landing' as const)
      .then((next) => {
        if (next !== 'stay') void navigate(next === 'home' ? '/home' : '/', { replace: true })
      })
  }
  return { logOut, pending: logout.isPending }
}

/** The sidebar's Log out button (wide screens; on phones the menu sheet asks first). */
export function LogoutButton() {
  const { t } = useLingui()
  const { logOut, pending } = useLogOutAndLeave()
  return (
    <button type="button" className={styles.item} onClick={logOut} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner size="sm" /> : <Icon path={iconLogout} className={styles.icon} />}
      <span className={styles.label}>{t`Log out`}</span>
    </button>
  )
}
