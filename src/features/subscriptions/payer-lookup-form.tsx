import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { Account } from '@/api/accounts/types'
import { searchPayer } from '@/api/subscriptions/endpoints'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import { lookupFailure, pickPayer, type PayerLookupError } from './payer-lookup'
import styles from './subscriptions.module.css'

type PayerLookupFormProps = { recipientId: string; onFound: (payer: Account) => void }

/** A guest names the profile that pays, by its full address. */
export function PayerLookupForm({ recipientId, onFound }: PayerLookupFormProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [acct, setAcct] = useState('')
  const [failure, setFailure] = useState<PayerLookupError | null>(null)
  const lookup = useMutation({
    mutationFn: (address: string) => searchPayer(address),
    onSuccess: (results, address) => {
      const result = pickPayer(results, address, recipientId)
      if ('payer' in result) onFound(result.payer)
      else setFailure(result.error)
    },
    onError: (error) => setFailure(lookupFailure(error)),
  })
  const messages: Record<PayerLookupError, string> = {
    ambiguous: t`Please provide full address`,
    notFound: t`Profile not found`,
    tooManyRequests: t`Too many requests`,
  }
  const error = failure ? messages[failure] : lookup.error && !failure ? errorText(lookup.error) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = acct.trim().replace(/^@/, '')
    if (!address || lookup.isPending) return
    setFailure(null)
    lookup.mutate(address)
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        label={t`Your address`}
        hint={t`The profile that pays, for example name@example.social`}
        value={acct}
        onChange={(event) => setAcct(event.target.value)}
        autoComplete="off"
        spellCheck="false"
        error={error}
      />
      <div className={styles.buttons}>
        <Button type="submit" disabled={!acct.trim()} busy={lookup.isPending}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  )
}
