import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { hiddenOnPhone } from '@/ui/visually-hidden'
import styles from './home-button.module.css'
import { iconHome } from '@/ui/icons/home'

/** Query key prefixes the Home button refreshes when pressed on the home screen. */
export const HOME_REFRESH_KEYS = [['timelines', 'home'], ['notifications']] as const

/** Spec section 2: on home it reloads notifications and the home timeline, elsewhere it goes home. */
export function HomeButton() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const onClick = () => {
    if (pathname !== '/home') {
      void navigate('/home')
      return
    }
    window.scrollTo({ top: 0 })
    for (const queryKey of HOME_REFRESH_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
  }
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      <Icon path={iconHome} className={styles.icon} />
      <span className={hiddenOnPhone}>
        <Trans>Home</Trans>
      </span>
    </button>
  )
}
