import { useLingui } from '@lingui/react/macro'
import { useId, type ChangeEvent } from 'react'
import type { Instance } from '@/api/instance/types'
import { createLoginMessage } from '@/lib/wallet/login-message'
import { TextField } from '@/ui/text-field'
import styles from './monero-fields.module.css'
import { walletLoginDomain } from './wallet-domain'

type MoneroFieldsProps = {
  instance: Pick<Instance, 'uri' | 'version' | 'login_message'>
  address: string
  message: string
  signature: string
  /** The typed address and the message to sign for it (empty without an address). */
  onAddress: (address: string, message: string) => void
  onSignature: (signature: string) => void
}

/**
 * Monero sign-in (spec §5): the person types their address, signs the shown message in their
 * own wallet, and pastes the signature. The client never signs Monero messages itself.
 */
export function MoneroFields({ instance, address, message, signature, onAddress, onSignature }: MoneroFieldsProps) {
  const { t } = useLingui()
  // Every change of the address makes a new message, with a new nonce and time.
  const changeAddress = (typed: string) => {
    const trimmed = typed.trim()
    const context = {
      domain: walletLoginDomain(instance),
      statement: instance.login_message,
      uri: window.location.origin,
    }
    onAddress(typed, trimmed ? createLoginMessage('monero', trimmed, context) : '')
  }
  const messageId = useId()
  const hintId = `${messageId}-hint`
  return (
    <>
      <TextField
        label={t`Monero address`}
        name="monero_address"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck="false"
        required
        value={address}
        onChange={(event: ChangeEvent<HTMLInputElement>) => changeAddress(event.target.value)}
        hint={t`The primary address of your Monero account.`}
      />
      {message ? (
        <div className={styles.message}>
          <label htmlFor={messageId} className={styles.label}>
            {t`Message to sign`}
          </label>
          <textarea
            id={messageId}
            className={styles.text}
            readOnly
            rows={9}
            value={message}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
            onClick={(event) => event.currentTarget.select()}
          />
          <p id={hintId} className={styles.hint}>
            {t`Sign this message using your Monero wallet.`}
          </p>
        </div>
      ) : null}
      <TextField
        label={t`Signature`}
        name="signature"
        type="password"
        autoComplete="off"
        spellCheck="false"
        required
        disabled={!message}
        value={signature}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSignature(event.target.value)}
      />
    </>
  )
}
