import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSignIn, useSignUp, useWalletSignIn, useWalletSignUp } from '@/api/auth/mutations'
import type { Instance } from '@/api/instance/types'
import { ApiError } from '@/lib/http'
import type { AuthFormState } from './auth-form-state'

type Handlers = { onSuccess: () => void; onError: (message: string) => void }

/**
 * Submits the landing form by its login type: a password, a signature from the browser's
 * Ethereum wallet (spec §5: none gives 'wallet not found', a refusal stops quietly), or the
 * pasted Monero signature of the shown message.
 */
export function useAuthSubmit(instance: Instance | undefined, { onSuccess, onError }: Handlers) {
  const { t } = useLingui()
  const signIn = useSignIn()
  const signUp = useSignUp()
  const walletSignIn = useWalletSignIn()
  const walletSignUp = useWalletSignUp()
  const [asking, setAsking] = useState(false)
  const pending = asking || signIn.isPending || signUp.isPending || walletSignIn.isPending || walletSignUp.isPending

  const fail = (error: unknown) => {
    onError(
      error instanceof ApiError && error.isNetwork
        ? t`Cannot reach the server. Check your connection and try again.`
        : error instanceof Error && error.message
          ? error.message
          : t`Something went wrong`,
    )
  }
  const handlers = { onSuccess, onError: fail }

  // Ethereum is offered only once the instance is known.
  const signEthereum = async (known: Instance): Promise<string[] | null> => {
    const { signEthereumLogin } = await import('./ethereum-sign')
    const result = await signEthereumLogin(known)
    if (result === 'no-wallet') onError(t`Wallet not found`)
    return typeof result === 'string' ? null : [result.message, result.signature]
  }

  const submit = async (state: AuthFormState, needsInvite: boolean) => {
    const { values, loginType } = state
    const username = values.username
    const inviteCode = needsInvite ? values.inviteCode.trim() : undefined
    const signingUp = state.mode === 'sign-up'
    if (loginType === 'password') {
      if (signingUp) signUp.mutate({ username, password: values.password, inviteCode }, handlers)
      else signIn.mutate({ username, password: values.password }, handlers)
      return
    }
    let signed: string[] | null
    if (loginType === 'eip4361') {
      if (!instance) return
      setAsking(true)
      try {
        signed = await signEthereum(instance)
      } catch (error) {
        fail(error)
        return
      } finally {
        setAsking(false)
      }
      if (!signed) return
    } else {
      signed = [state.moneroMessage, values.signature.trim()]
    }
    const [message = '', signature = ''] = signed
    const credentials = { method: loginType, message, signature }
    if (signingUp) walletSignUp.mutate({ ...credentials, username, inviteCode }, handlers)
    else walletSignIn.mutate(credentials, handlers)
  }

  return { submit, pending }
}
