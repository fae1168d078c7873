import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useMemo, useState } from 'react'
import type { Account } from '@/api/accounts/types'
import { withLaterMessages } from '@/i18n/setup'
import { tipOptionsOf, type CurrencyCode } from '@/lib/payment-options'
import { useViewer } from './viewer'
import styles from './post-tips.module.css'

// Opened by a toggle: the address, Copy and Subscribe load then (with their messages).
const TipPanel = lazy(withLaterMessages(() => import('./tip-panel').then((m) => ({ default: m.TipPanel }))))

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
      {current ? (
        <Suspense fallback={null}>
          <TipPanel id={panelId} option={current} />
        </Suspense>
      ) : null}
    </div>
  )
}
