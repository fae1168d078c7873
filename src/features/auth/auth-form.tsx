import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useReducer, type FormEvent } from 'react'
import { useNavigate } from '@/lib/router'
import type { Instance } from '@/api/instance/types'
import { hasEthereumWallet } from '@/lib/wallet/detect'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { TextField } from '@/ui/text-field'
import {
  authFormReducer,
  canSubmit,
  initialAuthForm,
  initialLoginType,
  isUsernameInvalid,
  offeredLoginTypes,
  type AuthValues,
} from './auth-form-state'
import { LoginTypePicker } from './login-type-picker'
import { useAuthSubmit } from './use-auth-submit'
import styles from './auth-form.module.css'

// Few people sign in with Monero: its fields load when chosen, outside the landing's first chunk.
const MoneroFields = lazy(() => import('./monero-fields').then((m) => ({ default: m.MoneroFields })))

type AuthFormProps = {
  instance: Instance
  /** Signed in already: the form adds one more account, and Cancel goes back home. */
  adding?: boolean
}

/**
 * The landing page's sign-in / sign-up form (spec sections 4 and 5): password or wallet. Every
 * sign-in joins the accounts signed in on this browser and becomes the active one.
 */
export function AuthForm({ instance, adding = false }: AuthFormProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const headingId = useId()
  const [state, dispatch] = useReducer(authFormReducer, instance, (loaded) => ({
    ...initialAuthForm,
    loginType: initialLoginType(loaded, hasEthereumWallet()),
  }))
  const { submit, pending } = useAuthSubmit(instance, {
    onSuccess: () => void navigate('/home', { replace: true }),
    onError: (error) => dispatch({ type: 'fail', error }),
  })
  const { mode, loginType, values } = state
  const signingUp = mode === 'sign-up'
  const needsInvite = signingUp && !instance.registrations
  const valid = canSubmit({ mode, loginType, values, registrationsOpen: instance.registrations })
  const types = offeredLoginTypes(instance)
  const showUsername = signingUp || loginType === 'password'

  const setField = (field: keyof AuthValues) => (event: { target: { value: string } }) =>
    dispatch({ type: 'set-field', field, value: event.target.value })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!valid || pending) return
    dispatch({ type: 'clear-error' })
    void submit(state, needsInvite)
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
        {adding ? (signingUp ? t`Create another account` : t`Add an account`) : signingUp ? t`Sign up` : t`Sign in`}
      </h2>
      {adding ? (
        <p className={styles.addNote}>
          <Trans>You stay signed in to your other accounts and can switch between them from the header.</Trans>
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} aria-busy={pending} noValidate>
        {types.length > 1 ? (
          <LoginTypePicker
            types={types}
            selected={loginType}
            disabled={pending}
            onSelect={(type) => dispatch({ type: 'set-login-type', loginType: type })}
          />
        ) : null}
        {showUsername ? (
          <TextField
            label={t`Username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck="false"
            required
            value={values.username}
            onChange={setField('username')}
            error={
              isUsernameInvalid(values.username) ? t`Only lowercase letters, numbers and underscores are allowed.` : undefined
            }
          />
        ) : null}
        {loginType === 'password' ? (
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            required
            value={values.password}
            onChange={setField('password')}
          />
        ) : null}
        {needsInvite ? (
          <TextField
            label={t`Invite code`}
            name="invite_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck="false"
            required
            value={values.inviteCode}
            onChange={setField('inviteCode')}
            hint={t`This instance accepts new members by invitation.`}
          />
        ) : null}
        {loginType === 'caip122_monero' ? (
          <Suspense fallback={null}>
            <MoneroFields
              instance={instance}
              address={values.moneroAddress}
              message={state.moneroMessage}
              signature={values.signature}
              onAddress={(address, message) => dispatch({ type: 'set-monero-address', address, message })}
              onSignature={(signature) => dispatch({ type: 'set-field', field: 'signature', value: signature })}
            />
          </Suspense>
        ) : null}
        {loginType === 'eip4361' ? (
          <p className={styles.walletNote}>
            <Trans>Your Ethereum wallet will ask you to sign a message that proves you hold the address.</Trans>
          </p>
        ) : null}
        {state.error ? <Alert tone="error">{state.error}</Alert> : null}
        <Button type="submit" variant="primary" size="lg" fullWidth busy={pending} disabled={!valid}>
          {submitLabel}
        </Button>
        {adding ? (
          <Button variant="ghost" fullWidth disabled={pending} onClick={() => void navigate('/home')}>
            {t`Cancel`}
          </Button>
        ) : null}
      </form>
      <div className={styles.switch}>
        <span className={styles.switchText}>
          {signingUp ? <Trans>Already a member?</Trans> : <Trans>New here?</Trans>}
        </span>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'toggle-mode' })} disabled={pending}>
          {signingUp ? t`Sign in to an existing account` : t`Create an account`}
        </Button>
      </div>
      {instance.login_message ? <p className={styles.loginMessage} dir="auto">
          {instance.login_message}
        </p> : null}
    </section>
  )
}
