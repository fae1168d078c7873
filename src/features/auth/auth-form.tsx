import { Trans, useLingui } from '@lingui/react/macro'
import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react'
import { useNavigate } from '@/lib/router'
import type { Instance } from '@/api/instance/types'
import { EARLY_CLICK_ATTRIBUTE, takeEarlyClicks } from '@/boot/early-clicks'
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
  usernameRule,
  offeredLoginTypes,
  type AuthValues,
  type LoginType,
} from './auth-form-state'
import { LoginTypePicker } from './login-type-picker'
import { useAuthSubmit } from './use-auth-submit'
import styles from './auth-form.module.css'

// Few people sign in with Monero: its fields load when chosen, outside the landing's first chunk.
const MoneroFields = lazy(() => import('./monero-fields').then((m) => ({ default: m.MoneroFields })))

type AuthFormProps = {
  /** Undefined until the instance information has arrived: the password form works without it. */
  instance: Instance | undefined
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
  const form = useRef<HTMLFormElement>(null)
  const [state, dispatch] = useReducer(authFormReducer, initialAuthForm)
  // Spec §4: the login type starts as password and switches to Ethereum when the instance, once
  // known, offers it and a wallet is present (or the gate is on), unless the person chose one.
  const [offeredFor, setOfferedFor] = useState<Instance | undefined>(undefined)
  if (instance && instance !== offeredFor) {
    setOfferedFor(instance)
    dispatch({ type: 'offer-login-type', loginType: initialLoginType(instance, hasEthereumWallet()) })
  }
  useTypedBeforeHydration(form, (field, value) => dispatch({ type: 'set-field', field, value }))
  useClickedBeforeHydration(MODE_SWITCH, () => dispatch({ type: 'toggle-mode' }))
  const { submit, pending } = useAuthSubmit(instance, {
    onSuccess: () => void navigate('/home', { replace: true }),
    onError: (error) => dispatch({ type: 'fail', error }),
  })
  const { mode, loginType, values } = state
  const signingUp = mode === 'sign-up'
  // Until the instance says otherwise, sign-up is taken as open (an invite code field appears then).
  const registrationsOpen = instance?.registrations ?? true
  const needsInvite = signingUp && !registrationsOpen
  const usernames = usernameRule(instance)
  const valid = canSubmit({ mode, loginType, values, registrationsOpen, usernames })
  const types: LoginType[] = instance ? offeredLoginTypes(instance) : ['password']
  const showUsername = signingUp || loginType === 'password'

  const setField = (field: keyof AuthValues) => (event: { target: { value: string } }) =>
    dispatch({ type: 'set-field', field, value: event.target.value })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!valid || pending) return
    dispatch({ type: 'clear-error' })
    void submit(state, needsInvite)
  }

  const submitLabel = pending ? (signingUp ? t`Signing up…` : t`Signing in…`) : signingUp ? t`Sign up` : t`Sign in`

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
      {/* In index.html before the app runs, the form cannot be sent: its submit button is disabled
          until the app knows what was typed (useTypedBeforeHydration), so Enter sends nothing. */}
      <form ref={form} className={styles.form} onSubmit={onSubmit} aria-busy={pending} noValidate>
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
              !isUsernameInvalid(values.username, usernames)
                ? undefined
                : usernames === 'letters'
                  ? t`Only letters, numbers, hyphens and underscores are allowed.`
                  : t`Only lowercase letters, numbers and underscores are allowed.`
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
        {loginType === 'caip122_monero' && instance ? (
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
        <Button
          variant="ghost"
          size="sm"
          onClick={() => dispatch({ type: 'toggle-mode' })}
          disabled={pending}
          {...{ [EARLY_CLICK_ATTRIBUTE]: MODE_SWITCH }}
        >
          {signingUp ? t`Sign in to an existing account` : t`Create an account`}
        </Button>
      </div>
      {/* Last in the card: it appears when the instance's methods arrive (React may still be
          taking over the page written at build time), and nothing that can be clicked moves then. */}
      {types.length > 1 ? (
        <LoginTypePicker
          types={types}
          signingUp={signingUp}
          selected={loginType}
          disabled={pending}
          onSelect={(type) => dispatch({ type: 'set-login-type', loginType: type })}
        />
      ) : null}
    </section>
  )
}

/** The sign-in / sign-up switch, as the boot script records its clicks (src/boot/early-clicks.ts). */
const MODE_SWITCH = 'auth-mode'

/** Replays, once as the form mounts, the clicks on a button of the page written at build time before React took it over. */
function useClickedBeforeHydration(action: string, onClick: () => void) {
  useLayoutEffect(() => {
    for (let count = takeEarlyClicks(action); count > 0; count--) onClick()
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

const TYPED_FIELDS: Readonly<Record<string, keyof AuthValues>> = {
  username: 'username',
  password: 'password',
  invite_code: 'inviteCode',
}

/**
 * What was typed into the form before React took over the markup written at build time (or what
 * the browser filled in), taken into the form's state once, as the form mounts. Without it the
 * fields would show text that the state, and so the submit button, knows nothing of.
 */
function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  onValue: (field: keyof AuthValues, value: string) => void,
) {
  useLayoutEffect(() => {
    for (const element of form.current?.elements ?? []) {
      if (!(element instanceof HTMLInputElement)) continue
      const field = TYPED_FIELDS[element.name]
      if (field && element.value !== '') onValue(field, element.value)
    }
    // Once, on mount: later values arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
