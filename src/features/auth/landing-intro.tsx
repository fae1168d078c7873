import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import type { Instance } from '@/api/instance/types'
import { guestsMayReadLocal } from '@/lib/access'
import { PRODUCT_NAME } from '@/api/instance/page-title'
import { Icon } from '@/ui/icon'
import { Logo } from '@/ui/logo'
import { VisuallyHidden } from '@/ui/visually-hidden'
import styles from './landing-intro.module.css'
import { iconArrowRight } from '@/ui/icons/arrow-right'
import { iconCompass } from '@/ui/icons/compass'
import { iconWallet } from '@/ui/icons/wallet'

type LandingIntroProps = {
  /** Undefined until the instance information has arrived: the page shows without it. */
  instance: Instance | undefined
}

/**
 * Instance title, short description and the links of the landing page (spec section 2), in two
 * parts the page lays out: the head (mark and title) and the rest. Before the instance is known
 * the title and description keep their place, so that nothing moves when they arrive.
 */
export function LandingIntro({ instance }: LandingIntroProps) {
  return (
    <>
      <div className={styles.head} aria-busy={instance ? undefined : true}>
        <Logo size={48} className={styles.logo} />
        <h1 className={styles.title} dir="auto">
          {instance ? (
            instance.title || PRODUCT_NAME
          ) : (
            // The title's place while the instance loads; never an empty heading for a screen reader.
            <>
              <span className={styles.pending} />
              <VisuallyHidden>
                <Trans>Loading…</Trans>
              </VisuallyHidden>
            </>
          )}
        </h1>
      </div>
      <div className={styles.more}>
        {instance ? (
          instance.short_description ? (
            <p className={styles.description} dir="auto">
              {instance.short_description}
            </p>
          ) : null
        ) : (
          <p className={`${styles.description} ${styles.pending}`} aria-hidden="true" />
        )}
        <div className={styles.links}>
          <Link to="/about" className={styles.primaryLink}>
            <Trans>Learn more</Trans>
            <Icon path={iconArrowRight} />
          </Link>
          {instance && guestsMayReadLocal(instance) ? (
            <Link to="/local" className={styles.secondaryLink}>
              <Icon path={iconCompass} />
              <Trans>Explore</Trans>
            </Link>
          ) : null}
        </div>
        <Link to="/ethereum" className={styles.walletLink}>
          <Icon path={iconWallet} />
          <Trans>Sign up with an Ethereum wallet</Trans>
        </Link>
      </div>
    </>
  )
}
