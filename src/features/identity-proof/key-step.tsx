import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { TextArea } from '@/ui/text-area'
import { CommandList } from './command-list'
import { canGenerateClaim, keyCommands, SIGNING_TOOLS, type SigningTool } from './proof-rules'
import styles from './identity-proof.module.css'

type KeyStepProps = {
  tool: SigningTool
  onToolChange: (tool: SigningTool) => void
  publicKey: string
  onPublicKeyChange: (value: string) => void
  onGenerate: () => void
  busy: boolean
  error: string | null
}

/** Step 1: the signing tool, how to make a key, and the public key to paste. */
export function KeyStep({ tool, onToolChange, publicKey, onPublicKeyChange, onGenerate, busy, error }: KeyStepProps) {
  const { t } = useLingui()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canGenerateClaim(publicKey) && !busy) onGenerate()
  }
  return (
    <form className={styles.step} onSubmit={submit} aria-labelledby="proof-step-key">
      <h2 id="proof-step-key" className={styles.stepHeading}>
        <Trans>Step 1: your public key</Trans>
      </h2>
      <fieldset className={styles.tools}>
        <legend className={styles.label}>
          <Trans>Signing tool</Trans>
        </legend>
        {SIGNING_TOOLS.map((name) => (
          <label key={name} className={styles.tool}>
            <input
              type="radio"
              name="signing-tool"
              value={name}
              checked={tool === name}
              onChange={() => onToolChange(name)}
            />
            <span dir="ltr">{name}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.text}>
        <Trans>
          Run these commands to make a key pair (skip the first one if you have a key already), then paste the public
          key below.
        </Trans>
      </p>
      <CommandList commands={keyCommands(tool)} label={t`Commands for the public key`} />
      {tool === 'signify' ? (
        <p className={styles.text}>
          <Trans>On Debian and Ubuntu the signify command is called signify-openbsd.</Trans>
        </p>
      ) : null}
      <TextArea
        code
        label={t`Public key`}
        hint={t`The whole public key file, or only its last line.`}
        rows={3}
        value={publicKey}
        onChange={(event) => onPublicKeyChange(event.target.value)}
      />
      {error ? <Alert title={t`The message could not be generated`}>{error}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={busy} disabled={!canGenerateClaim(publicKey)}>
          <Trans>Generate message</Trans>
        </Button>
      </div>
    </form>
  )
}
