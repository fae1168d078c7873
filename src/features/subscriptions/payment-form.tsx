import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent, type ReactNode } from 'react'
import {
  clampMonths,
  isPayableAmount,
  MAX_MONTHS,
  paymentAmount,
  pricePerMonth,
  subscriptionMonths,
  xmrText,
  xmrToAtomic,
} from '@/lib/monero/amounts'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/text-field'
import styles from './subscriptions.module.css'

type PaymentFormProps = {
  /** Piconero per second. */
  price: number
  extend: boolean
  busy: boolean
  onPay: (amount: number) => void
  /** The instance's note on payments, shown above Pay as Mitra's client shows it. */
  note?: ReactNode
}

/**
 * Duration in months (1 to 1000, higher clamped) and the amount it costs; the amount can be typed
 * instead, and the duration follows from it. Pay or Extend needs at least 0.001 XMR.
 */
export function PaymentForm({ price, extend, busy, onPay, note }: PaymentFormProps) {
  const { t } = useLingui()
  const [months, setMonths] = useState('1')
  const [amountText, setAmountText] = useState<string | null>(null)
  const editingAmount = amountText !== null
  const amount = editingAmount
    ? Number(xmrToAtomic(parseFloat(amountText)))
    : paymentAmount(price, clampMonths(parseFloat(months)))
  const step = xmrText(pricePerMonth(price))
  const payable = isPayableAmount(amount)
  const duration = subscriptionMonths(price, amount)
  const amountXmr = xmrText(amount)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (payable && !busy) onPay(amount)
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {editingAmount ? (
        <>
          <TextField
            label={t`Amount (XMR)`}
            type="number"
            inputMode="decimal"
            min="0.001"
            step={step}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={payable ? undefined : t`The amount must be at least 0.001 XMR.`}
          />
          <div className={styles.row}>
            <p className={styles.muted}>
              <Trans>Duration: {duration} months</Trans>
            </p>
            <Button size="sm" variant="ghost" onClick={() => setAmountText(null)}>
              <Trans>Enter a duration instead</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t`Duration (months)`}
            type="number"
            inputMode="numeric"
            min="1"
            max={MAX_MONTHS}
            step="1"
            value={months}
            onChange={(event) => {
              const value = event.target.value
              setMonths(parseFloat(value) > MAX_MONTHS ? String(MAX_MONTHS) : value)
            }}
            error={payable ? undefined : t`The amount must be at least 0.001 XMR.`}
          />
          <div className={styles.row}>
            <p className={styles.muted}>
              <Trans>Amount: {amountXmr} XMR</Trans>
            </p>
            <Button size="sm" variant="ghost" onClick={() => setAmountText(amountXmr)}>
              <Trans>Enter an amount instead</Trans>
            </Button>
          </div>
        </>
      )}
      {note}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={!payable} busy={busy}>
          {extend ? <Trans>Extend</Trans> : <Trans>Pay</Trans>}
        </Button>
      </div>
    </form>
  )
}
