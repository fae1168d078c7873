import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { searchAccounts } from '@/api/accounts/search'
import type { Account } from '@/api/accounts/types'
import { useAddAlias } from '@/api/aliases/mutations'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { ProfileCard } from '@/ui/profile-card'
import { TextField } from '@/ui/text-field'
import { showToast } from '@/ui/toast/toast-store'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { ALIAS_SUGGESTION_LIMIT, canAddAlias, normalizeAliasAddress, resolveAliasLookup } from './alias-rules'
import styles from './identities.module.css'
import { iconPlus } from '@/ui/icons/plus'

/**
 * The add-alias form: the address is looked up (5 accounts at most); nobody found gives 'user not
 * found', one account with that very address is added, otherwise the accounts found are offered.
 */
export function AliasAddForm({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [input, setInput] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [suggestions, setSuggestions] = useState<Account[] | null>(null)
  // Aliases live on other servers: let the server resolve addresses it does not know yet.
  const lookup = useMutation({
    mutationFn: (q: string) => searchAccounts(q, { resolve: true, limit: ALIAS_SUGGESTION_LIMIT }),
  })
  const add = useAddAlias(accountId)
  const busy = lookup.isPending || add.isPending

  const addAccount = async (acct: string) => {
    try {
      await add.mutateAsync(acct)
      setInput('')
      setSuggestions(null)
      showToast(t`Alias added`)
    } catch (failure) {
      setError(errorText(failure))
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canAddAlias(input, error) || busy) return
    const address = normalizeAliasAddress(input)
    setSuggestions(null)
    let accounts: Account[]
    try {
      accounts = await lookup.mutateAsync(address)
    } catch (failure) {
      setError(errorText(failure))
      return
    }
    const result = resolveAliasLookup(address, accounts)
    if (result.kind === 'not-found') setError(t`user not found`)
    else if (result.kind === 'match') await addAccount(result.account.acct)
    else setSuggestions(result.accounts)
  }

  return (
    <form className={styles.addForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.addRow}>
        <TextField
          className={styles.addField}
          label={t`Fediverse address`}
          hint={t`For example: name@example.org`}
          value={input}
          error={error ?? undefined}
          autoComplete="off"
          spellCheck="false"
          onChange={(event) => {
            setInput(event.target.value)
            setError(null)
            setSuggestions(null)
          }}
        />
        <Button
          type="submit"
          variant="primary"
          icon={iconPlus}
          busy={busy}
          disabled={!canAddAlias(input, error)}
          className={styles.addButton}
        >
          <Trans>Add alias</Trans>
        </Button>
      </div>
      {suggestions ? (
        <section aria-label={t`Suggestions`} className={styles.suggestions}>
          <p className={styles.note}>
            <Trans>Pick the account to add:</Trans>
          </p>
          <ul className={styles.list}>
            {suggestions.map((account) => (
              <li key={account.id}>
                <ProfileCard
                  account={account}
                  actions={
                    <Button size="sm" onClick={() => void addAccount(account.acct)} disabled={busy}>
                      <Trans>Add</Trans>
                      <VisuallyHidden> @{account.acct}</VisuallyHidden>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  )
}
