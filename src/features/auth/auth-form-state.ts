import type { AuthenticationMethod } from '@/api/accounts/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import type { Instance } from '@/api/instance/types'

/**
 * Which usernames the instance takes: Mitra 3.21 (spec section 5) lowercase letters, digits and
 * underscores; since 4.8.0 letters of either case, digits, hyphens and underscores. Until the
 * instance is known, 3.21's.
 */
export type UsernameRule = 'lowercase' | 'letters'

const USERNAME_PATTERNS: Record<UsernameRule, RegExp> = { lowercase: /^[a-z0-9_]+$/, letters: /^[A-Za-z0-9_-]+$/ }

export function usernameRule(instance: Pick<Instance, 'version'> | null | undefined): UsernameRule {
  return instance && mitraAtLeast(instance, '4.8.0') ? 'letters' : 'lowercase'
}

export type AuthMode = 'sign-in' | 'sign-up'
/** Password, Ethereum wallet (eip4361) or Monero wallet (caip122_monero). */
export type LoginType = AuthenticationMethod

const LOGIN_TYPES: LoginType[] = ['password', 'eip4361', 'caip122_monero']

export type AuthValues = {
  username: string
  password: string
  inviteCode: string
  moneroAddress: string
  /** The pasted Monero signature. */
  signature: string
}

export type AuthFormState = {
  mode: AuthMode
  loginType: LoginType
  /** The person picked the login type: what the instance offers no longer changes it. */
  loginTypeChosen: boolean
  values: AuthValues
  /** The Monero login message shown for signing; rebuilt (new nonce) whenever the address changes. */
  moneroMessage: string
  error: string | null
}

/** The gate flag of the instance's (first) blockchain. */
export function gateOn(instance: Pick<Instance, 'blockchains'>): boolean {
  return instance.blockchains[0]?.features.gate === true
}

/** Spec §4: with the gate on, Ethereum is the only method; otherwise what the instance offers. */
export function offeredLoginTypes(instance: Pick<Instance, 'blockchains' | 'authentication_methods'>): LoginType[] {
  if (gateOn(instance)) return ['eip4361']
  const offered = LOGIN_TYPES.filter((type) => (instance.authentication_methods ?? []).includes(type))
  return offered.length > 0 ? offered : ['password']
}

/**
 * Spec §4: password, except Ethereum when the instance offers it and a wallet is present or the
 * gate is on; never a method the instance does not offer.
 */
export function initialLoginType(
  instance: Pick<Instance, 'blockchains' | 'authentication_methods'>,
  walletPresent: boolean,
): LoginType {
  const offered = offeredLoginTypes(instance)
  if (offered.includes('eip4361') && (walletPresent || gateOn(instance))) return 'eip4361'
  return offered.includes('password') ? 'password' : (offered[0] ?? 'password')
}

export type AuthFormAction =
  | { type: 'toggle-mode' }
  | { type: 'set-field'; field: keyof AuthValues; value: string }
  | { type: 'set-login-type'; loginType: LoginType }
  /** The instance is known: the login type it suggests, unless the person chose one. */
  | { type: 'offer-login-type'; loginType: LoginType }
  | { type: 'set-monero-address'; address: string; message: string }
  | { type: 'fail'; error: string }
  | { type: 'clear-error' }

export const initialAuthForm: AuthFormState = {
  mode: 'sign-in',
  loginType: 'password',
  loginTypeChosen: false,
  values: { username: '', password: '', inviteCode: '', moneroAddress: '', signature: '' },
  moneroMessage: '',
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
      return { ...state, loginType: action.loginType, loginTypeChosen: true, error: null }
    case 'offer-login-type':
      return state.loginTypeChosen || state.loginType === action.loginType
        ? state
        : { ...state, loginType: action.loginType }
    case 'set-monero-address':
      // A new message invalidates a signature of the old one.
      return {
        ...state,
        values: { ...state.values, moneroAddress: action.address, signature: '' },
        moneroMessage: action.message,
      }
    case 'fail':
      return { ...state, error: action.error }
    case 'clear-error':
      return state.error === null ? state : { ...state, error: null }
  }
}

/** The username is shown as invalid once something was typed that breaks the rule. */
export function isUsernameInvalid(username: string, rule: UsernameRule = 'lowercase'): boolean {
  return username !== '' && !USERNAME_PATTERNS[rule].test(username)
}

type SubmitRules = {
  mode: AuthMode
  loginType: LoginType
  values: AuthValues
  /** instance.registrations: false means an invite code is needed to sign up. */
  registrationsOpen: boolean
  usernames?: UsernameRule
}

/** Spec section 5: the submit button stays disabled until these hold. */
export function canSubmit({
  mode,
  loginType,
  values,
  registrationsOpen,
  usernames = 'lowercase',
}: SubmitRules): boolean {
  // Monero: a signature of the shown message (which needs an address).
  const hasSignature = values.moneroAddress.trim() !== '' && values.signature.trim() !== ''
  const usernameOk = USERNAME_PATTERNS[usernames].test(values.username)
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
