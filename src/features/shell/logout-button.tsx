import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@/lib/router'
import { useLogout } from '@/api/auth/mutations'
import { Icon } from '@/ui/icon'
import { Spinner } from '@/ui/spinner'
import styles from './sidebar-nav.module.css'

/** Revokes the token, ends the session and goes to the landing page. */
export function LogoutButton() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const logout = useLogout()
  const onClick = () => {
    // Not mutate()'s own callbacks: they are skipped once this button unmounts, which it does as
    // soon as the session ends on a screen guests may also see (e.g. /local).
    void logout.mutateAsync().finally(() => void navigate('/', { replace: true }))
  }
  return (
    <button
      type="button"
      className={styles.item}
      onClick={onClick}
      disabled={logout.isPending}
      aria-busy={logout.isPending || undefined}
    >
      {logout.isPending ? <Spinner size="sm" /> : <Icon name="logout" className={styles.icon} />}
      <span className={styles.label}>{t`Log out`}</span>
    </button>
  )
}
