import type { AuthenticationMethod } from '@/api/accounts/types'

/** Spec section 5: usernames are lowercase letters, digits and underscores. */
export const USERNAME_PATTERN = /^[a-z0-9_]+$/

export type AuthMode = 'sign-in' | 'sign-up'
/** Only password forms exist for now; wallet methods plug in here later (spec section 4). */
export type LoginType = AuthenticationMethod

export type AuthValues = { username: string; password: string; inviteCode: string }

export type AuthFormState = {
  mode: AuthMode
  loginType: LoginType
  values: AuthValues
  error: string | null
}

export type AuthFormAction =
  | { type: 'toggle-mode' }
  | { type: 'set-field'; field: keyof AuthValues; value: string }
  | { type: 'set-login-type'; loginType: LoginType }
  | { type: 'fail'; error: string }
  | { type: 'clear-error' }

export const initialAuthForm: AuthFormState = {
  mode: 'sign-in',
  loginType: 'password',
  values: { username: '', password: '', inviteCode: '' },
  error: null,
}

export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'toggle-mode':
      // Spec section 4: toggling between sign-in and sign-up clears the error.
      return { ...state, mode: state.mode === 'sign-in' ? 'sign-up' : 'sign-in', error: null }
    case 'set-field':
      return { ...state, values: { ...state.values, [action.field]: action.value } }
    case 'set-login-type':
      return { ...state, loginType: action.loginType, error: null }
    case 'fail':
      return { ...state, error: action.error }
    case 'clear-error':
      return state.error === null ? state : { ...state, error: null }
  }
}

/** The username is shown as invalid once something was typed that breaks the rule. */
export function isUsernameInvalid(username: string): boolean {
  return username !== '' && !USERNAME_PATTERN.test(username)
}

type SubmitRules = {
  mode: AuthMode
  loginType: LoginType
  values: AuthValues
  /** instance.registrations: false means an invite code is needed to sign up. */
  registrationsOpen: boolean
  /** Wallet methods: whether a signature was obtained. */
  hasSignature?: boolean
}

/** Spec section 5: the submit button stays disabled until these hold. */
export function canSubmit({ mode, loginType, values, registrationsOpen, hasSignature = false }: SubmitRules): boolean {
  const usernameOk = USERNAME_PATTERN.test(values.username)
  if (mode === 'sign-in') {
    if (loginType === 'password') return usernameOk && values.password !== ''
    if (loginType === 'caip122_monero') return hasSignature
    return true
  }
  if (!usernameOk) return false
  if (!registrationsOpen && values.inviteCode.trim() === '') return false
  if (loginType === 'password') return values.password !== ''
  if (loginType === 'caip122_monero') return hasSignature
  return true
}
