import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useSaveSubscriptionOption } from '@/api/subscriptions/mutations'
import type { SubscriptionOption } from '@/api/subscriptions/types'
import { pricePerMonth, xmrText, xmrToAtomic } from '@/lib/monero/amounts'
import {
  meetsMinimum,
  pricePerSecondFor,
  type SubscriptionWallet,
  type WalletKind,
} from '@/lib/monero/subscription-wallets'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import styles from './subscriptions.module.css'

type OptionFormProps = {
  /** The ways to be paid the instance offers (at least one). */
  wallets: SubscriptionWallet[]
  option: SubscriptionOption | null
  /** Cancel is offered only when there is an option to go back to. */
  onDone: (() => void) | null
}

/** A private view key: 64 hexadecimal digits (the server also checks that it is a key). */
const VIEW_KEY = /^[0-9a-fA-F]{64}$/

/**
 * Price per month in XMR (more than zero, and at least the instance's minimum when it names one),
 * the payout address and, for the creator's own wallet (monero-light), its private view key.
 */
export function OptionForm({ wallets, option, onDone }: OptionFormProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const name = useId()
  const offered = (kind: WalletKind | undefined) => wallets.find((wallet) => wallet.type === kind)
  const [kind, setKind] = useState<WalletKind>((offered(option?.type) ?? wallets[0])?.type ?? 'monero')
  const wallet = offered(kind) ?? wallets[0]
  const minimum = wallet?.minimumMonthly ?? 0
  const [priceText, setPriceText] = useState(option ? xmrText(pricePerMonth(option.price)) : '0.01')
  const [address, setAddress] = useState(option?.payout_address ?? '')
  const [viewKey, setViewKey] = useState(option?.type === 'monero-light' ? option.view_key : '')
  const save = useSaveSubscriptionOption()
  const price = pricePerSecondFor(xmrToAtomic(parseFloat(priceText)), minimum)
  const minimumText = xmrText(minimum)
  const priceError =
    price <= 0
      ? t`The price must be greater than zero.`
      : !meetsMinimum(price, minimum)
        ? t`The price must be at least ${minimumText} XMR per month, the smallest payment this instance accepts.`
        : undefined
  const light = kind === 'monero-light'
  const viewKeyError =
    light && viewKey.trim() !== '' && !VIEW_KEY.test(viewKey.trim())
      ? t`A view key is 64 hexadecimal characters.`
      : undefined
  const valid =
    wallet !== undefined &&
    priceError === undefined &&
    address.trim() !== '' &&
    (!light || VIEW_KEY.test(viewKey.trim()))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || save.isPending) return
    const base = { chain_id: wallet.chainId, price, payout_address: address.trim() }
    save.mutate(light ? { type: 'monero-light', ...base, view_key: viewKey.trim() } : { type: 'monero', ...base }, {
      onSuccess: () => onDone?.(),
    })
  }

  const kindLabels: Record<WalletKind, string> = {
    monero: t`Through the instance's wallet, which forwards payments to your address`,
    'monero-light': t`Straight to your own wallet, watched with its view key`,
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {wallets.length > 1 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>How you are paid</Trans>
          </legend>
          {wallets.map((choice) => (
            <label key={choice.type} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={choice.type}
                checked={kind === choice.type}
                onChange={() => setKind(choice.type)}
              />
              {kindLabels[choice.type]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        label={t`Price per month (XMR)`}
        hint={minimum > 0 ? t`At least ${minimumText} XMR.` : undefined}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        required
        value={priceText}
        onChange={(event) => setPriceText(event.target.value)}
        error={priceError}
      />
      <TextField
        label={t`Payout address`}
        hint={
          light
            ? t`Your wallet's primary address (not a subaddress).`
            : t`The Monero address that receives the payments.`
        }
        required
        autoComplete="off"
        spellCheck="false"
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={save.error && !light ? errorText(save.error) : undefined}
      />
      {light ? (
        <TextField
          label={t`Private view key`}
          hint={t`Lets the instance see payments to your wallet; it cannot spend them.`}
          required
          autoComplete="off"
          spellCheck="false"
          value={viewKey}
          onChange={(event) => setViewKey(event.target.value)}
          error={viewKeyError ?? (save.error ? errorText(save.error) : undefined)}
        />
      ) : null}
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
