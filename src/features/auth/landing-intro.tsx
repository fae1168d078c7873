import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import type { Instance } from '@/api/instance/types'
import { guestsMayReadLocal } from '@/lib/access'
import { PRODUCT_NAME } from '@/lib/page-title'
import { Icon } from '@/ui/icon'
import { Logo } from '@/ui/logo'
import styles from './landing-intro.module.css'

type LandingIntroProps = { instance: Instance }

/** Instance title, short description and the links of the landing page (spec section 2). */
export function LandingIntro({ instance }: LandingIntroProps) {
  return (
    <div className={styles.intro}>
      <Logo size={48} className={styles.logo} />
      <h1 className={styles.title} dir="auto">
        {instance.title || PRODUCT_NAME}
      </h1>
      {instance.short_description ? <p className={styles.description} dir="auto">
          {instance.short_description}
        </p> : null}
      <div className={styles.links}>
        <Link to="/about" className={styles.primaryLink}>
          <Trans>Learn more</Trans>
          <Icon name="arrowRight" />
        </Link>
        {guestsMayReadLocal(instance) ? (
          <Link to="/local" className={styles.secondaryLink}>
            <Icon name="compass" />
            <Trans>Explore</Trans>
          </Link>
        ) : null}
      </div>
      <Link to="/ethereum" className={styles.walletLink}>
        <Icon name="wallet" />
        <Trans>Sign up with an Ethereum wallet</Trans>
      </Link>
    </div>
  )
}
