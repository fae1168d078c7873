import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import styles from './home-welcome.module.css'
import { iconHome } from '@/ui/icons/home'

/** The empty home timeline: what will appear here, where to learn about the server and to find people. */
export function HomeWelcome({ instanceTitle }: { instanceTitle: string | null }) {
  const titleId = useId()
  return (
    <section className={styles.welcome} aria-labelledby={titleId}>
      <span className={styles.badge}>
        <Icon path={iconHome} size={26} />
      </span>
      <h2 id={titleId} className={styles.title}>
        {instanceTitle ? <Trans>Welcome to {instanceTitle}</Trans> : <Trans>Welcome</Trans>}
      </h2>
      <p className={styles.text}>
        <Trans>
          This is your home timeline. Your own posts and the posts of the people you follow will appear here.
        </Trans>
      </p>
      <p className={styles.text}>
        <Trans>
          To learn more about this server, read its <Link to="/about">About</Link> page.
        </Trans>
      </p>
      <p className={styles.text}>
        <Trans>
          To find people to follow, look through the <Link to="/profile-directory">profile directory</Link>.
        </Trans>
      </p>
    </section>
  )
}
