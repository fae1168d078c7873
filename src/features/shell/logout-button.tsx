import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@/lib/router'
import { useLogout } from '@/api/auth/logout'
import { Icon } from '@/ui/icon'
import { Spinner } from '@/ui/spinner'
import styles from './sidebar-nav.module.css'
import { iconLogout } from '@/ui/icons/logout'

/**
 * Logs the active account out: revokes its token and forgets it; the next signed-in account's home
 * opens, or the landing page when it was the last one.
 */
export function LogoutButton() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const logout = useLogout()
  const onClick = () => {
    // Not mutate()'s own callbacks: they are skipped once this button unmounts, which it does as
    // soon as the session ends on a screen guests may also see (e.g. /local).
    void logout
      .mutateAsync()
      .catch(() => 'landing' as const)
      .then((next) => {
        if (next !== 'stay') void navigate(next === 'home' ? '/home' : '/', { replace: true })
      })
  }
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onClick}
      disabled={logout.isPending}
      aria-busy={logout.isPending || undefined}
    >
      {logout.isPending ? <Spinner size="sm" /> : <Icon path={iconLogout} className={styles.icon} />}
      <span className={styles.label}>{t`Log out`}</span>
    </button>
  )
}
