import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { searchAccounts } from '@/api/accounts/search'
import { useMoveFollowers } from '@/api/migrations/mutations'
import { useNavigate } from '@/lib/router'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import { canMove, findMoveTarget, MOVE_TARGET_LIMIT, normalizeTarget } from './migration-rules'
import styles from './account-migration.module.css'
import { profilePath } from '@/lib/paths'

/**
 * Moves the followers to another account: the target is looked up first (one account whose address
 * is the one typed, else 'user not found'), then moved to; the moved profile opens.
 */
export function MoveFollowersForm() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [input, setInput] = useState('')
  const [error, setError] = useState<string | null>(null)
  const lookup = useMutation({
    mutationFn: (q: string) => searchAccounts(q, { resolve: true, limit: MOVE_TARGET_LIMIT }),
  })
  const move = useMoveFollowers()
  const busy = lookup.isPending || move.isPending

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canMove(input) || busy) return
    const target = normalizeTarget(input)
    setError(null)
    try {
      const account = findMoveTarget(target, await lookup.mutateAsync(target))
      if (!account) {
        setError(t`user not found`)
        return
      }
      await move.mutateAsync(account.acct)
      navigate(profilePath(account.acct))
    } catch (failure) {
      setError(errorText(failure))
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.intro}>
        <Trans>
          Move your followers to your new account on another server. The new account must name this one as an alias
          first. Your followers then follow the new account instead.
        </Trans>
      </p>
      <TextField
        label={t`Target address`}
        hint={t`For example: name@new.example`}
        value={input}
        error={error ?? undefined}
        autoComplete="off"
        spellCheck="false"
        dir="ltr"
        onChange={(event) => {
          setInput(event.target.value)
          setError(null)
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy} disabled={!canMove(input)}>
          <Trans>Move</Trans>
        </Button>
      </div>
    </form>
  )
}
