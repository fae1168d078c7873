import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useReducer, type FormEvent } from 'react'
import { useNavigate } from '@/lib/router'
import { useSignIn, useSignUp } from '@/api/auth/mutations'
import type { Instance } from '@/api/instance/types'
import { ApiError } from '@/lib/http'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/text-field'
import { authFormReducer, canSubmit, initialAuthForm, isUsernameInvalid, type AuthValues } from './auth-form-state'
import styles from './auth-form.module.css'

type AuthFormProps = { instance: Instance }

/** The landing page's sign-in / sign-up form (spec sections 4 and 5), password method. */
export function AuthForm({ instance }: AuthFormProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const headingId = useId()
  const [state, dispatch] = useReducer(authFormReducer, initialAuthForm)
  const signIn = useSignIn()
  const signUp = useSignUp()
  const pending = signIn.isPending || signUp.isPending
  const { mode, loginType, values } = state
  const signingUp = mode === 'sign-up'
  const needsInvite = signingUp && !instance.registrations
  const valid = canSubmit({ mode, loginType, values, registrationsOpen: instance.registrations })

  const setField = (field: keyof AuthValues) => (event: { target: { value: string } }) =>
    dispatch({ type: 'set-field', field, value: event.target.value })

  const onError = (error: unknown) => {
    const message =
      error instanceof ApiError && error.isNetwork
        ? t`Cannot reach the server. Check your connection and try again.`
        : error instanceof Error && error.message
          ? error.message
          : t`Something went wrong`
    dispatch({ type: 'fail', error: message })
  }
  const onSuccess = () => void navigate('/home', { replace: true })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!valid || pending) return
    dispatch({ type: 'clear-error' })
    const { username, password, inviteCode } = values
    if (signingUp) {
      signUp.mutate({ username, password, inviteCode: needsInvite ? inviteCode.trim() : undefined }, { onSuccess, onError })
    } else {
      signIn.mutate({ username, password }, { onSuccess, onError })
    }
  }

  const submitLabel = pending
    ? signingUp
      ? t`Signing up…`
      : t`Signing in…`
    : signingUp
      ? t`Sign up`
      : t`Sign in`

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {signingUp ? t`Sign up` : t`Sign in`}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} aria-busy={pending} noValidate>
        <TextField
          label={t`Username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={values.username}
          onChange={setField('username')}
          error={
            isUsernameInvalid(values.username) ? t`Only lowercase letters, numbers and underscores are allowed.` : undefined
          }
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          value={values.password}
          onChange={setField('password')}
        />
        {needsInvite ? (
          <TextField
            label={t`Invite code`}
            name="invite_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.inviteCode}
            onChange={setField('inviteCode')}
            hint={t`This instance accepts new members by invitation.`}
          />
        ) : null}
        {state.error ? <Alert tone="error">{state.error}</Alert> : null}
        <Button type="submit" variant="primary" size="lg" fullWidth busy={pending} disabled={!valid}>
          {submitLabel}
        </Button>
      </form>
      <div className={styles.switch}>
        <span className={styles.switchText}>
          {signingUp ? <Trans>Already a member?</Trans> : <Trans>New here?</Trans>}
        </span>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'toggle-mode' })} disabled={pending}>
          {signingUp ? t`Sign in to an existing account` : t`Create an account`}
        </Button>
      </div>
      {instance.login_message ? <p className={styles.loginMessage}>{instance.login_message}</p> : null}
    </section>
  )
}
