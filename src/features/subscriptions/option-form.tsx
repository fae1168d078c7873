import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useSaveSubscriptionOption } from '@/api/subscriptions/mutations'
import type { SubscriptionOption } from '@/api/subscriptions/types'
import { pricePerMonth, priceFromMonthlyXmr, xmrText } from '@/lib/monero/amounts'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import styles from './subscriptions.module.css'

type OptionFormProps = {
  chainId: string
  option: SubscriptionOption | null
  /** Cancel is offered only when there is an option to go back to. */
  onDone: (() => void) | null
}

/** Price per month in XMR (more than zero once converted) and the payout address, both required. */
export function OptionForm({ chainId, option, onDone }: OptionFormProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [priceText, setPriceText] = useState(option ? xmrText(pricePerMonth(option.price)) : '0.01')
  const [address, setAddress] = useState(option?.payout_address ?? '')
  const save = useSaveSubscriptionOption()
  const price = priceFromMonthlyXmr(parseFloat(priceText))
  const valid = price > 0 && address.trim() !== ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || save.isPending) return
    save.mutate({ type: 'monero', chain_id: chainId, price, payout_address: address.trim() }, { onSuccess: () => onDone?.() })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t`Price per month (XMR)`}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        required
        value={priceText}
        onChange={(event) => setPriceText(event.target.value)}
        error={price > 0 ? undefined : t`The price must be greater than zero.`}
      />
      <TextField
        label={t`Payout address`}
        hint={t`The Monero address that receives the payments.`}
        required
        autoComplete="off"
        spellCheck="false"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={save.error ? errorText(save.error) : undefined}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={!valid} busy={save.isPending}>
          <Trans>Save</Trans>
        </Button>
        {onDone ? (
          <Button onClick={onDone} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  )
}
