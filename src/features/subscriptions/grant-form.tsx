import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useGrantSubscription } from '@/api/subscriptions/mutations'
import { grantSeconds } from '@/lib/monero/amounts'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import styles from './subscriptions.module.css'

type GrantFormProps = { creatorId: string; subscriberId: string }

/** Grant access for a duration of at least 1, in months or days; sent in seconds. */
export function GrantForm({ creatorId, subscriberId }: GrantFormProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const unitId = useId()
  const [count, setCount] = useState('1')
  const [unit, setUnit] = useState<'months' | 'days'>('months')
  const grant = useGrantSubscription(creatorId)
  const value = parseFloat(count)
  const valid = count.trim() !== '' && value >= 1

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || grant.isPending) return
    grant.mutate({ subscriberId, duration: grantSeconds(value, unit) })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.grantRow}>
        <TextField
          label={t`Duration`}
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          value={count}
          onChange={(event) => {
            setCount(event.target.value)
            grant.reset()
          }}
        />
        <div className={styles.unit}>
          <label htmlFor={unitId}>
            <Trans>Unit</Trans>
          </label>
          <select
            id={unitId}
            className={styles.select}
            value={unit}
            onChange={(event) => setUnit(event.target.value === 'days' ? 'days' : 'months')}
          >
            <option value="months">{t`Months`}</option>
            <option value="days">{t`Days`}</option>
          </select>
        </div>
      </div>
      {grant.error ? <Alert>{errorText(grant.error)}</Alert> : null}
      {grant.isSuccess ? <Alert tone="info">{t`Access granted`}</Alert> : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={!valid} busy={grant.isPending}>
          <Trans>Grant access</Trans>
        </Button>
      </div>
    </form>
  )
}
