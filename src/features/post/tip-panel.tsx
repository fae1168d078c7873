import { Trans, useLingui } from '@lingui/react/macro'
import type { TipOption } from '@/lib/payment-options'
import { Link } from '@/lib/router'
import { Button } from '@/ui/button'
import { iconCopy } from '@/ui/icons/copy'
import { showToast } from '@/ui/toast/toast-store'
import { copyText } from './copy-text'
import styles from './post-tips.module.css'

/** One tip address under a post, opened from its toggle (post-tips.tsx): the address to copy, and the subscription link. */
export function TipPanel({ id, option }: { id: string; option: TipOption }) {
  const { t } = useLingui()
  const { address, subscription, name } = option
  const copy = (text: string) => {
    void copyText(text).then((done) =>
      showToast(done ? t`Copied to the clipboard` : t`Could not copy`, done ? 'info' : 'error'),
    )
  }
  return (
    <div id={id} className={styles.panel}>
      {address ? (
        <div className={styles.row}>
          <input
            className={styles.address}
            readOnly
            value={address}
            aria-label={t`${name} address`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button size="sm" icon={iconCopy} onClick={() => copy(address)}>
            {t`Copy address`}
          </Button>
        </div>
      ) : null}
      {subscription?.kind === 'internal' ? (
        <Link to={subscription.to} className={styles.subscribe}>
          <Trans>Subscribe</Trans>
        </Link>
      ) : subscription ? (
        <a href={subscription.href} className={styles.subscribe} target="_blank" rel="noopener noreferrer">
          <Trans>Subscribe</Trans>
        </a>
      ) : null}
    </div>
  )
}
