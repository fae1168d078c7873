import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import type { Account } from '@/api/accounts/types'
import { tipOptionsOf, type CurrencyCode, type TipOption } from '@/lib/payment-options'
import { Link } from '@/lib/router'
import { Button } from '@/ui/button'
import { showToast } from '@/ui/toast/toast-store'
import { copyText } from './copy-text'
import { useViewer } from './viewer'
import styles from './post-tips.module.css'
import { iconCopy } from '@/ui/icons/copy'

/**
 * The author's tip addresses under a post (spec §1): one toggle per currency; the open one shows
 * its address to copy, and the subscription link on the Monero entry.
 */
export function PostTips({ account }: { account: Account }) {
  const { t } = useLingui()
  const { subscriptions } = useViewer()
  const options = useMemo(() => tipOptionsOf(account, subscriptions), [account, subscriptions])
  const [open, setOpen] = useState<CurrencyCode | null>(null)
  const panelId = useId()
  if (options.length === 0) return null
  const current = options.find((option) => option.code === open)
  return (
    <div className={styles.tips}>
      <ul className={styles.buttons} aria-label={t`Tip addresses`}>
        {options.map((option) => {
          const expanded = option.code === open
          const { name, code } = option
          return (
            <li key={option.code}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                aria-label={t`Send ${name} (${code})`}
                title={t`Send ${name}`}
                onClick={() => setOpen(expanded ? null : option.code)}
              >
                {code === 'LN' ? '⚡' : code}
              </button>
            </li>
          )
        })}
      </ul>
      {current ? <TipPanel id={panelId} option={current} /> : null}
    </div>
  )
}

function TipPanel({ id, option }: { id: string; option: TipOption }) {
  const { t } = useLingui()
  const { address, subscription, name } = option
  const copy = (text: string) => {
    void copyText(text).then((done) => showToast(done ? t`Copied to the clipboard` : t`Could not copy`, done ? 'info' : 'error'))
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
