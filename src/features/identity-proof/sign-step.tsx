import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type FormEvent } from 'react'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { TextArea } from '@/ui/text-area'
import { CommandList } from './command-list'
import { canSubmitSignature, signCommands, type SigningTool } from './proof-rules'
import styles from './identity-proof.module.css'

type SignStepProps = {
  tool: SigningTool
  claim: string
  signature: string
  onSignatureChange: (value: string) => void
  onSubmit: () => void
  onBack: () => void
  busy: boolean
  error: string | null
}

/** Step 2: the claim, the commands that sign it, and the signature to paste. */
export function SignStep({ tool, claim, signature, onSignatureChange, onSubmit, onBack, busy, error }: SignStepProps) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  // The step replaces the first one: move focus to its heading so that it is read next.
  useEffect(() => heading.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmitSignature(signature) && !busy) onSubmit()
  }
  return (
    <form className={styles.step} onSubmit={submit} aria-labelledby="proof-step-sign">
      <h2 id="proof-step-sign" className={styles.stepHeading} ref={heading} tabIndex={-1}>
        <Trans>Step 2: sign the message</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>This is the message to sign, in hexadecimal:</Trans>
      </p>
      <code className={styles.claim} dir="ltr" aria-label={t`Message to sign`}>
        {claim}
      </code>
      <p className={styles.text}>
        <Trans>Run these commands in the folder of your key, then paste the whole signature file below.</Trans>
      </p>
      <CommandList commands={signCommands(tool, claim)} label={t`Commands for the signature`} />
      <TextArea
        code
        label={t`Signature`}
        hint={t`The whole message.sig file, or only its signature line.`}
        rows={4}
        value={signature}
        onChange={(event) => onSignatureChange(event.target.value)}
      />
      {error ? <Alert title={t`The key could not be linked`}>{error}</Alert> : null}
      <div className={styles.actions}>
        <Button onClick={onBack} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" variant="primary" busy={busy} disabled={!canSubmitSignature(signature)}>
          <Trans>Link key</Trans>
        </Button>
      </div>
    </form>
  )
}
