import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { searchAccounts } from '@/api/accounts/search'
import type { Account } from '@/api/accounts/types'
import { useAddCustomFeedMember } from '@/api/lists/mutations'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import { canAddMember, decideMember, MEMBER_SUGGESTION_LIMIT, normalizeMemberAddress } from './member-address'
import { MemberSuggestions } from './member-suggestions'
import styles from './add-member-form.module.css'
import { iconPlus } from '@/ui/icons/plus'

type Problem = { kind: 'not-found' } | { kind: 'already-added' } | { kind: 'server'; message: string }

// Mitra tells a repeated member only by this text (422).
const ALREADY_ADDED = 'user already added'

/**
 * Add a user by address: the address is looked up (remote ones too); an exact match is added at
 * once, other matches are offered as suggestions, and nobody found says so.
 */
export function AddMemberForm({ feedId }: { feedId: string }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const problemId = useId()
  const [input, setInput] = useState('')
  const [suggestions, setSuggestions] = useState<Account[] | null>(null)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const lookup = useMutation({
    mutationFn: (address: string) => searchAccounts(address, { resolve: true, limit: MEMBER_SUGGESTION_LIMIT }),
  })
  const add = useAddCustomFeedMember(feedId)
  const busy = lookup.isPending || add.isPending

  const addAccount = (account: Account) => {
    setProblem(null)
    add.mutate(account, {
      onSuccess: () => {
        setInput('')
        setSuggestions(null)
        setAdded(account.acct)
      },
      onError: (error) =>
        setProblem(
          error.message === ALREADY_ADDED ? { kind: 'already-added' } : { kind: 'server', message: errorText(error) },
        ),
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canAddMember(input, busy)) return
    const address = normalizeMemberAddress(input)
    setProblem(null)
    setAdded(null)
    setSuggestions(null)
    lookup.mutate(address, {
      onSuccess: (accounts) => {
        const decision = decideMember(address, accounts)
        if (decision.kind === 'not-found') setProblem({ kind: 'not-found' })
        else if (decision.kind === 'exact') addAccount(decision.account)
        else setSuggestions(decision.accounts)
      },
      onError: (error) => setProblem({ kind: 'server', message: errorText(error) }),
    })
  }

  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          className={styles.field}
          label={t`Address`}
          hint={t`A user name, or a full address such as @name@example.org`}
          value={input}
          onChange={(event) => {
            setInput(event.target.value)
            setProblem(null)
            setAdded(null)
          }}
          autoComplete="off"
          spellCheck="false"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
        <Button
          type="submit"
          variant="primary"
          icon={iconPlus}
          disabled={!canAddMember(input, false)}
          busy={busy}
          className={styles.submit}
        >
          <Trans>Add</Trans>
        </Button>
      </form>
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem.kind === 'not-found' ? (
            <Trans>user not found</Trans>
          ) : problem.kind === 'already-added' ? (
            <Trans>This user is already in the feed</Trans>
          ) : (
            problem.message
          )}
        </p>
      ) : null}
      <p role="status" className={styles.added}>
        {added ? <Trans>@{added} was added to the feed</Trans> : null}
      </p>
      {suggestions ? <MemberSuggestions accounts={suggestions} disabled={busy} onPick={addAccount} /> : null}
    </div>
  )
}
