import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { useCreateIdentityProof, useIdentityClaim } from '@/api/identity-proofs/mutations'
import type { IdentityClaim } from '@/api/identity-proofs/types'
import { useNavigate } from '@/lib/router'
import { useErrorText } from '@/ui/error-text'
import { KeyStep } from './key-step'
import type { SigningTool } from './proof-rules'
import { SignStep } from './sign-step'
import styles from './identity-proof.module.css'
import { profilePath } from '@/lib/paths'

/**
 * Linking a signing key: key entry, then the generated claim, then the signature, then done
 * (the user's profile, where the key shows as verified).
 */
export function IdentityProofForm() {
  const navigate = useNavigate()
  const errorText = useErrorText()
  const [tool, setTool] = useState<SigningTool>('minisign')
  const [publicKey, setPublicKey] = useState('')
  const [claim, setClaim] = useState<IdentityClaim | null>(null)
  const [signature, setSignature] = useState('')
  const generate = useIdentityClaim()
  const prove = useCreateIdentityProof()

  const step = !claim ? (
    <KeyStep
      tool={tool}
      onToolChange={setTool}
      publicKey={publicKey}
      onPublicKeyChange={(value) => {
        setPublicKey(value)
        generate.reset()
      }}
      onGenerate={() => generate.mutate(publicKey, { onSuccess: setClaim })}
      busy={generate.isPending}
      error={generate.error ? errorText(generate.error) : null}
    />
  ) : (
    <SignStep
      tool={tool}
      claim={claim.claim}
      signature={signature}
      onSignatureChange={(value) => {
        setSignature(value)
        prove.reset()
      }}
      onSubmit={() =>
        prove.mutate(
          { did: claim.did, signature, created_at: claim.created_at },
          { onSuccess: (user) => navigate(profilePath(user.acct)) },
        )
      }
      onBack={() => {
        setClaim(null)
        setSignature('')
        prove.reset()
        generate.reset()
      }}
      busy={prove.isPending}
      error={prove.error ? errorText(prove.error) : null}
    />
  )
  return (
    <>
      <p className={styles.intro}>
        <Trans>
          Sign a message with your own key to prove that this account is yours. Your profile then shows the key as
          verified.
        </Trans>
      </p>
      {step}
    </>
  )
}
